import type { AuditSubject } from "../../../core/audit/audit-entry.ts";
import type { Snapshot } from "../../../core/audit/changed-fields.ts";
import type { OrganizationModelRow } from "../organization-model-views.ts";

export function modelSubject(model: OrganizationModelRow): AuditSubject {
  return { type: "model", id: model.id, name: model.name };
}

/** What the audit log shows of a model: how it is reached and priced, its key only masked; unset fields left out. */
export function modelSnapshot(model: OrganizationModelRow): Snapshot {
  const fields: Snapshot = {
    name: model.name,
    type: model.type,
    provider: model.provider,
    accessType: model.accessType,
    region: model.region,
    dedicatedUrl: model.dedicatedUrl,
    customModelApikey: model.customModelApikeyMask,
    tokenInPricePerMillionTokens: model.tokenInPricePerMillionTokens,
    tokenOutPricePerMillionTokens: model.tokenOutPricePerMillionTokens,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
}
