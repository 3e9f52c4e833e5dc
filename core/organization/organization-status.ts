/** Where an organization request stands (SPEC §4); the gateway moves it, the dashboard only shows it. */
export enum OrganizationStatus {
  PENDING = "PENDING",
  ACTIVE = "ACTIVE",
  REJECTED = "REJECTED",
}
