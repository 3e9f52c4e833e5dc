import {
  departmentPermissionRefusal,
  mayPerform,
} from "../../../core/organization/organization-permissions.ts";
import { type PersonRoles, roleInDepartment } from "../../../core/organization/person-roles.ts";
import type { Database } from "../../database/database.ts";
import { departmentsOf } from "../departments/departments.repository.ts";
import { departmentOf } from "../organization-access.ts";
import { refuse } from "../organization-problems.ts";

/**
 * The departments asked for, once each, when all are the organization's (404 otherwise) and the reader may report
 * on each (403 otherwise, SPEC §6's viewReport).
 */
export async function checkedReportedDepartments(
  db: Database,
  organizationId: string,
  roles: PersonRoles,
  requested: readonly string[],
): Promise<string[]> {
  const departmentIds = [...new Set(requested)];
  for (const departmentId of departmentIds) {
    await departmentOf(db, organizationId, departmentId);
    refuse(departmentPermissionRefusal("viewReport", roleInDepartment(roles, departmentId)));
  }
  return departmentIds;
}

/**
 * The departments whose requests the reader sees: those asked for (checked as above) or, when none is named, every
 * one they may report on. The request report and the usage analytics read by this one rule.
 */
export async function reportedDepartmentIds(
  db: Database,
  organizationId: string,
  roles: PersonRoles,
  requested: readonly string[],
): Promise<string[]> {
  if (requested.length > 0) return checkedReportedDepartments(db, organizationId, roles, requested);
  const all = await departmentsOf(db, organizationId);
  return all.filter((row) => mayPerform("viewReport", roleInDepartment(roles, row.id))).map((row) => row.id);
}
