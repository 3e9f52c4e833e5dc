import type { AuditSubject, JsonValue } from "../../../core/audit/audit-entry.ts";
import type { Snapshot } from "../../../core/audit/changed-fields.ts";
import { maskSecret } from "../../../core/organization/model-rules.ts";
import type { OrganizationDatabase } from "./organization-database.ts";
import type { DepartmentRow, OrganizationModelRow } from "./organization-rows.ts";

// What the memory adapters' audit entries name and keep, with the gateway's subject types and field names
// (gateway/organization/**/…-audit.ts), so an entry reads the same in both profiles.

export function departmentSubject(department: Pick<DepartmentRow, "id" | "name">): AuditSubject {
  return { type: "department", id: department.id, name: department.name };
}

/** A department's settings as its page saves them (the API's names), for before → after. */
export function departmentSettingsSnapshot(department: DepartmentRow): Snapshot {
  return {
    name: department.name,
    description: department.description,
    SOC2: department.SOC2,
    ISO42001: department.ISO42001,
    GDPR: department.GDPR,
    HIPAA: department.HIPAA,
    EU_AI_ACT: department.EU_AI_ACT,
    AI_RMF: department.AI_RMF,
    DORA: department.DORA,
    PIIAndSensitive: department.PIIAndSensitive,
    piiEntities: [...department.piiEntities],
    monthlyBudgetInDollar: department.monthlyBudgetInDollar,
    dataResidency: department.dataResidency ?? null,
    customRegions: [...(department.customRegions ?? [])],
  };
}

/** Someone a change is about, by email (their id, should the account be gone). */
export function personSubject(db: OrganizationDatabase, userId: string): AuditSubject {
  const account = db.accounts.where((row) => row.id === userId)[0];
  return { type: "person", id: userId, name: account?.email ?? userId };
}

export function modelSubject(model: Pick<OrganizationModelRow, "id" | "name">): AuditSubject {
  return { type: "model", id: model.id, name: model.name };
}

/** What the audit log shows of a model: how it is reached and priced, its key only masked; unset fields left out. */
export function modelSnapshot(model: OrganizationModelRow): Snapshot {
  const fields: Record<string, JsonValue | undefined> = {
    name: model.name,
    type: model.type,
    provider: model.provider,
    accessType: model.accessType,
    region: model.region,
    dedicatedUrl: model.dedicatedUrl,
    customModelApikey: maskSecret(model.customModelApikey),
    tokenInPricePerMillionTokens: model.tokenInPricePerMillionTokens,
    tokenOutPricePerMillionTokens: model.tokenOutPricePerMillionTokens,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(
      (field): field is [string, JsonValue] => field[1] !== null && field[1] !== undefined,
    ),
  );
}
