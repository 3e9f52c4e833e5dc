import {
  COMPLIANCE_FRAMEWORKS,
  type ComplianceFramework,
} from "../../../core/organization/compliance-framework.ts";
import {
  CUSTOM_REGIONS,
  type CustomRegion,
  DataResidency,
} from "../../../core/organization/data-residency.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentSettings } from "../../../core/organization/department-settings.dto.ts";
import type { PiiHandling } from "../../../core/organization/pii-handling.ts";

/** A department's settings as the form holds them while the person edits. */
export interface DepartmentSettingsDraft {
  readonly name: string;
  readonly description: string;
  readonly frameworks: Readonly<Record<ComplianceFramework, boolean>>;
  readonly piiHandling: PiiHandling;
  readonly piiEntities: readonly string[];
  readonly dataResidency: DataResidency;
  /** The regions ticked for a CUSTOM residency (kept while another residency is chosen, sent only with CUSTOM). */
  readonly customRegions: readonly CustomRegion[];
  /** The monthly budget in dollars as typed; "" for no budget. */
  readonly budget: string;
}

/** The form filled with the department's saved settings. */
export function draftOf(department: Department): DepartmentSettingsDraft {
  return {
    name: department.name,
    description: department.description ?? "",
    frameworks: Object.fromEntries(
      COMPLIANCE_FRAMEWORKS.map((framework) => [framework, department[framework] === true]),
    ) as Record<ComplianceFramework, boolean>,
    piiHandling: department.PIIAndSensitive,
    piiEntities: [...(department.piiEntities ?? [])],
    dataResidency: department.dataResidency ?? DataResidency.NONE,
    customRegions: CUSTOM_REGIONS.filter((region) => department.customRegions?.includes(region)),
    budget: department.monthlyBudgetInDollar === null ? "" : String(department.monthlyBudgetInDollar),
  };
}

/**
 * The budget the draft asks for: null for none, NaN for what is not an amount (core's DTO then says so), so the
 * rules are checked on exactly what would be sent.
 */
export function budgetOfDraft(draft: DepartmentSettingsDraft): number | null {
  const text = draft.budget.trim();
  return text === "" ? null : Number(text);
}

/** Every setting the save sends (PUT …/departments/{depId}), before core's DTO checks it. */
export function settingsOfDraft(draft: DepartmentSettingsDraft): DepartmentSettings {
  return {
    name: draft.name,
    description: draft.description.trim() === "" ? null : draft.description,
    ...draft.frameworks,
    PIIAndSensitive: draft.piiHandling,
    piiEntities: draft.piiEntities,
    monthlyBudgetInDollar: budgetOfDraft(draft),
    dataResidency: draft.dataResidency,
    ...(draft.dataResidency === DataResidency.CUSTOM ? { customRegions: draft.customRegions } : {}),
  };
}

/** Whether two drafts would save the same settings (the order of the PII kinds does not matter). */
export function sameSettings(a: DepartmentSettingsDraft, b: DepartmentSettingsDraft): boolean {
  const left = settingsOfDraft(a);
  const right = settingsOfDraft(b);
  return (Object.keys(left) as (keyof DepartmentSettings)[]).every((key) => {
    const [x, y] = [left[key], right[key]];
    if (Array.isArray(x) && Array.isArray(y)) return [...x].sort().join("\n") === [...y].sort().join("\n");
    return Object.is(x, y);
  });
}
