import type { AuditSubject } from "../../../core/audit/audit-entry.ts";
import type { Snapshot } from "../../../core/audit/changed-fields.ts";
import type { DepartmentRow } from "../organization-access.ts";
import { frameworkFlags } from "./framework-flags.ts";

export function departmentSubject(department: DepartmentRow): AuditSubject {
  return { type: "department", id: department.id, name: department.name };
}

/** A department's settings as its page saves them (the API's names), for the audit log's before → after. */
export function departmentSettingsSnapshot(department: DepartmentRow): Snapshot {
  return {
    name: department.name,
    description: department.description,
    ...frameworkFlags(department.frameworks),
    PIIAndSensitive: department.piiHandling,
    piiEntities: [...department.piiEntities],
    monthlyBudgetInDollar: department.monthlyBudgetInDollar,
    dataResidency: department.dataResidency,
    customRegions: [...department.customRegions],
  };
}
