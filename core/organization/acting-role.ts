import { mayPerform, type OrganizationAction, REQUIRED_ROLE } from "./organization-permissions.ts";
import { DepartmentRole, type OrganizationRole } from "./organization-role.ts";
import type { OrganizationSummary } from "./organization-summary.entity.ts";
import type { RankedRole } from "./permission-rank.ts";

/**
 * The role someone acts with organization-wide, read from their summary: their organization role, else ADMIN if
 * they run a department, else MEMBER; null outside any organization. The gateway decides the same way
 * (`strongestRole`).
 */
export function actingRole(
  summary: Pick<OrganizationSummary, "role" | "departments"> | null,
): OrganizationRole | DepartmentRole | null {
  if (!summary) return null;
  if (summary.role) return summary.role;
  if (summary.departments.some((department) => department.role === DepartmentRole.ADMIN))
    return DepartmentRole.ADMIN;
  return summary.departments.length > 0 ? DepartmentRole.MEMBER : null;
}

/** Whether a role may take an action, and if not, the least role that may (for the reason shown beside it). */
export interface Permission {
  readonly allowed: boolean;
  readonly requiredRole: RankedRole | null;
}

export function permissionFor(action: OrganizationAction, role: string | null | undefined): Permission {
  return { allowed: mayPerform(action, role), requiredRole: REQUIRED_ROLE[action] };
}
