import { DepartmentRole, OrganizationRole } from "./organization-role.ts";

/**
 * The roles that carry a permission rank (SPEC §6): OWNER 3, SUPER_ADMIN 2, ADMIN 1. A department MEMBER has
 * no rank. Shared rule: the memory adapter and the reference gateway both decide with `passesRank`.
 */
export const PERMISSION_RANK = {
  [OrganizationRole.OWNER]: 3,
  [OrganizationRole.SUPER_ADMIN]: 2,
  [DepartmentRole.ADMIN]: 1,
} as const;

export type RankedRole = keyof typeof PERMISSION_RANK;

export function isRankedRole(role: unknown): role is RankedRole {
  return typeof role === "string" && Object.hasOwn(PERMISSION_RANK, role);
}

/** A role passes if its rank is at least the required one; everything passes when no role is required. */
export function passesRank(
  role: string | null | undefined,
  required: RankedRole | null | undefined,
): boolean {
  if (!required) return true;
  return isRankedRole(role) && PERMISSION_RANK[role] >= PERMISSION_RANK[required];
}
