import { DataResidency } from "../../core/organization/data-residency.ts";
import type { DepartmentSettings } from "../../core/organization/department-settings.dto.ts";
import { changeSettings } from "../../core/organization/department-settings-change.ts";
import { mayOverride, overrideRefusal } from "../../core/organization/organization-permissions.ts";
import type { RankedRole } from "../../core/organization/permission-rank.ts";
import type { DepartmentChanges } from "./departments.repository.ts";
import { frameworkFlags, frameworksOn } from "./framework-flags.ts";
import type { DepartmentRow } from "./organization-access.ts";
import { problemOf, refuse } from "./organization-problems.ts";

const RESIDENCY = "dataResidency";

/**
 * The row changes a PUT of a department's settings makes, with the saving role recorded on each governed setting
 * it changes; refused (403) when it changes one a higher role set last. Core decides for the frameworks, PII
 * and budget; data residency follows the same rule here.
 */
export function settingsUpdate(
  department: DepartmentRow,
  input: DepartmentSettings,
  role: RankedRole,
): DepartmentChanges {
  const current = {
    ...frameworkFlags(department.frameworks),
    PIIAndSensitive: department.piiHandling,
    piiEntities: department.piiEntities,
    monthlyBudgetInDollar: department.monthlyBudgetInDollar,
    lastModifiedByRole: department.lastModifiedByRole,
  };
  const change = changeSettings(current, input, role);
  if (change.refused) throw problemOf(change.refused);
  const lastModifiedByRole: Record<string, RankedRole> = { ...change.lastModifiedByRole };
  const residency = residencyChange(department, input.dataResidency, role);
  if (residency) lastModifiedByRole[RESIDENCY] = role;
  return {
    name: input.name,
    description: input.description ?? null,
    frameworks: frameworksOn(input),
    piiHandling: input.PIIAndSensitive,
    piiEntities: [...input.piiEntities],
    monthlyBudgetInDollar: input.monthlyBudgetInDollar,
    lastModifiedByRole,
    ...(residency ? { dataResidency: residency } : {}),
  };
}

/** The new residency when the input changes it (left out: unchanged), refused when a higher role set it last. */
function residencyChange(
  department: DepartmentRow,
  requested: DataResidency | undefined,
  role: RankedRole,
): DataResidency | null {
  if (requested === undefined || requested === (department.dataResidency ?? DataResidency.NONE)) return null;
  const setBy = department.lastModifiedByRole[RESIDENCY];
  if (setBy && !mayOverride(role, setBy)) refuse(overrideRefusal(RESIDENCY, setBy));
  return requested;
}
