import { type ApiKeyRecord, newApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import { unlimitedKeySettings } from "../../../core/api-keys/api-key-settings.dto.ts";

const DAY = 86_400_000;

/** A key of the person's, made a month ago, whose last day was yesterday: what the memory gateway is given to hold. */
export function expiredKey(name: string): ApiKeyRecord {
  const now = Date.now();
  return newApiKeyRecord({
    ...unlimitedKeySettings(name),
    id: `key-expired-${now.toString(36)}`,
    value: `mk-${"0".repeat(24)}${now.toString(16).slice(-8)}`,
    createdAt: new Date(now - 30 * DAY).toISOString(),
    expiresAt: new Date(now - DAY).toISOString(),
    createdBy: null,
  });
}
