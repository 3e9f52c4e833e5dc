import {
  COMPLIANCE_FRAMEWORKS,
  type ComplianceFramework,
} from "../../../core/organization/compliance-framework.ts";
import type { DataResidency } from "../../../core/organization/data-residency.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import type { PiiHandling } from "../../../core/organization/pii-handling.ts";

/** Whether a department follows a framework, and which role set that last (null when nobody has). */
export interface FrameworkCell {
  readonly framework: ComplianceFramework;
  readonly adopted: boolean;
  readonly setBy: RankedRole | null;
}

/** One department as the compliance matrix reads it: a row an auditor scans from left to right. */
export interface MatrixRow {
  readonly id: string;
  readonly name: string;
  /** The seven frameworks, always in the order of SPEC §9. */
  readonly frameworks: readonly FrameworkCell[];
  readonly piiHandling: PiiHandling;
  readonly piiEntities: readonly string[];
  readonly piiSetBy: RankedRole | null;
  /** null when the gateway does not keep where requests may be served. */
  readonly dataResidency: DataResidency | null;
  /** USD a month; null without a budget. */
  readonly monthlyBudget: number | null;
  readonly budgetSetBy: RankedRole | null;
  /** USD since the first of this month (UTC). */
  readonly spentThisMonth: number;
  /** The names of the models the department may use; none assigned means any model of the organization. */
  readonly models: readonly string[];
}

/** The matrix's rows: one per department, by name. */
export function matrixRows(departments: readonly Department[]): MatrixRow[] {
  return departments
    .map((department): MatrixRow => {
      const setBy = department.lastModifiedByRole ?? {};
      return {
        id: department.id,
        name: department.name,
        frameworks: COMPLIANCE_FRAMEWORKS.map((framework) => ({
          framework,
          adopted: department[framework] === true,
          setBy: setBy[framework] ?? null,
        })),
        piiHandling: department.PIIAndSensitive,
        piiEntities: department.piiEntities ?? [],
        piiSetBy: setBy.PIIAndSensitive ?? null,
        dataResidency: department.dataResidency ?? null,
        monthlyBudget: department.monthlyBudgetInDollar,
        budgetSetBy: setBy.monthlyBudgetInDollar ?? null,
        spentThisMonth: department.spentThisMonthInDollar ?? 0,
        models: [...new Set(department.models.map((model) => model.name))].sort((a, b) => a.localeCompare(b)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** How many departments follow each framework: the matrix's footer. */
export function adoptionCounts(rows: readonly MatrixRow[]): Record<ComplianceFramework, number> {
  return Object.fromEntries(
    COMPLIANCE_FRAMEWORKS.map((framework) => [
      framework,
      rows.filter((row) => row.frameworks.some((cell) => cell.framework === framework && cell.adopted))
        .length,
    ]),
  ) as Record<ComplianceFramework, number>;
}
