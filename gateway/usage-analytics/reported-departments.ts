import { departmentPermissionRefusal, mayPerform } from "../../core/organization/organization-permissions.ts";
import { type PersonRoles, roleInDepartment } from "../../core/organization/person-roles.ts";
import type { Database } from "../database/database.ts";
import { departmentsOf } from "../organization/departments.repository.ts";
import { departmentOf } from "../organization/organization-access.ts";
import { refuse } from "../organization/organization-problems.ts";

/**
 * The departments whose usage the reader sees, by the request report's rule (viewReport): the one named (404 when
 * not the organization's, 403 when the reader may not report on it), or every one they may report on.
 */
export async function reportedDepartmentIds(
  db: Database,
  organizationId: string,
  roles: PersonRoles,
  departmentId: string | undefined,
): Promise<string[]> {
  if (departmentId) {
    await departmentOf(db, organizationId, departmentId);
    refuse(departmentPermissionRefusal("viewReport", roleInDepartment(roles, departmentId)));
    return [departmentId];
  }
  const all = await departmentsOf(db, organizationId);
  return all.filter((row) => mayPerform("viewReport", roleInDepartment(roles, row.id))).map((row) => row.id);
}
