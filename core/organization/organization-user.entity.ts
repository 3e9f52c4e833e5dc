/** The part of a user account the organization screens show: who someone is. */
export class OrganizationUser {
  readonly id!: string;
  readonly email!: string;
}
