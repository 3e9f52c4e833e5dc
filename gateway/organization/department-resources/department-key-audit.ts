import type { AuditKind } from "../../../core/audit/audit-kind.ts";
import type { Snapshot } from "../../../core/audit/changed-fields.ts";
import { DepartmentApiKeyChange } from "../../../core/organization/department-api-key-activity.ts";
import type { ApiKeyChanges } from "../../api-keys/api-key-changes.ts";
import type { StoredApiKey } from "../../api-keys/api-key-store.ts";
import { isoDate } from "../../server/iso-date.ts";

/**
 * The audit kind of each change to a department key. A deletion ends the key as a revocation does (recorded with
 * nothing after); edits and rotations have no kind of their own in the audit log yet, so they are not recorded.
 */
export const DEPARTMENT_KEY_AUDIT_KIND: Readonly<Record<DepartmentApiKeyChange, AuditKind | null>> = {
  [DepartmentApiKeyChange.CREATED]: "DEPARTMENT_KEY_CREATED",
  [DepartmentApiKeyChange.REVOKED]: "DEPARTMENT_KEY_REVOKED",
  [DepartmentApiKeyChange.DELETED]: "DEPARTMENT_KEY_REVOKED",
  [DepartmentApiKeyChange.EDITED]: null,
  [DepartmentApiKeyChange.ROTATED]: null,
};

/** A department key as the audit log shows it: by its masked form, never its secret. */
export function departmentKeySnapshot(key: StoredApiKey, holderEmail: string): Snapshot {
  return {
    key: key.maskedValue,
    holder: holderEmail,
    name: key.name,
    expiresAt: isoDate(key.expiresAt),
    monthlyBudgetUsd: key.monthlyBudgetUsd,
    requestsPerMinute: key.requestsPerMinute,
    tokensPerMinute: key.tokensPerMinute,
    allowedModels: key.allowedModels === null ? null : [...key.allowedModels],
    revokedAt: isoDate(key.revokedAt),
  };
}

/**
 * Key changes made inside a transaction, held back and announced once it committed: a cache told earlier could read
 * the key back as it was before the commit and keep it.
 */
export function changesAnnouncedAfterCommit(announcer: ApiKeyChanges) {
  const held: string[] = [];
  const changes: ApiKeyChanges = {
    changed: async (keyId) => {
      held.push(keyId);
    },
    onChange: (listener) => announcer.onChange(listener),
    onChangesMissed: (listener) => announcer.onChangesMissed(listener),
    mayRemember: () => announcer.mayRemember(),
  };
  const announce = async () => {
    for (const keyId of held.splice(0)) await announcer.changed(keyId);
  };
  return { changes, announce };
}
