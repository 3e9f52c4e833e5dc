import { DepartmentRole, type OrganizationRole } from "./organization-role.ts";

/** The roles one person holds in one organization: organization-wide, and per department id. */
export interface PersonRoles {
  readonly organizationRole: OrganizationRole | null;
  readonly departmentRoles: ReadonlyMap<string, DepartmentRole>;
}

export type HeldRole = OrganizationRole | DepartmentRole;

/**
 * The role someone acts with in a department: an organization role outranks any department role, so it wins;
 * null for someone outside it. Shared rule of the memory adapter and the reference gateway.
 */
export function roleInDepartment(roles: PersonRoles, departmentId: string): HeldRole | null {
  return roles.organizationRole ?? roles.departmentRoles.get(departmentId) ?? null;
}

/** The role someone acts with organization-wide: their organization role, else ADMIN if they run a department. */
export function strongestRole(roles: PersonRoles): HeldRole | null {
  if (roles.organizationRole) return roles.organizationRole;
  const departmentRoles = [...roles.departmentRoles.values()];
  if (departmentRoles.includes(DepartmentRole.ADMIN)) return DepartmentRole.ADMIN;
  return departmentRoles.length > 0 ? DepartmentRole.MEMBER : null;
}
