import type { Department } from "../../../core/organization/department.entity.ts";

/** What the department spent since the 1st of this month; a gateway that does not report it yet counts as none. */
export function spentThisMonth(department: Department): number {
  return Number.isFinite(department.spentThisMonthInDollar) ? department.spentThisMonthInDollar : 0;
}
