/** Roles a person holds in the organization as a whole (SPEC §6). */
export enum OrganizationRole {
  OWNER = "OWNER",
  SUPER_ADMIN = "SUPER_ADMIN",
}

/** Roles a person holds in one department (SPEC §6). */
export enum DepartmentRole {
  ADMIN = "ADMIN",
  MEMBER = "MEMBER",
}
