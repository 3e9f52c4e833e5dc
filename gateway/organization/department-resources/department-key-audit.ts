import type { Snapshot } from "../../../core/audit/changed-fields.ts";
import type { ApiKeyChanges } from "../../api-keys/api-key-changes.ts";
import type { StoredApiKey } from "../../api-keys/api-key-store.ts";
import { isoDate } from "../../server/iso-date.ts";

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
