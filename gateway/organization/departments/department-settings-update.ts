import {
  RESIDENCY_SETTING,
  residencyChange,
} from "../../../core/organization/department-residency-change.ts";
import type { DepartmentSettings } from "../../../core/organization/department-settings.dto.ts";
import { changeSettings } from "../../../core/organization/department-settings-change.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import type { DepartmentRow } from "../organization-access.ts";
import { problemOf } from "../organization-problems.ts";
import type { DepartmentChanges } from "./departments.repository.ts";
import { frameworkFlags, frameworksOn } from "./framework-flags.ts";

/**
 * The row changes a PUT of a department's settings makes, with the saving role recorded on each governed setting
 * it changes; refused (403) when it changes one a higher role set last. Core decides, data residency included.
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
  const residency = residencyChange(department, input, role);
  if (residency?.refused) throw problemOf(residency.refused);
  if (residency) lastModifiedByRole[RESIDENCY_SETTING] = role;
  return {
    name: input.name,
    description: input.description ?? null,
    frameworks: frameworksOn(input),
    piiHandling: input.PIIAndSensitive,
    piiEntities: [...input.piiEntities],
    monthlyBudgetInDollar: input.monthlyBudgetInDollar,
    lastModifiedByRole,
    ...(residency ? { dataResidency: residency.dataResidency, customRegions: residency.customRegions } : {}),
  };
}
