import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import { type ApiKeySettings, apiKeySettingsOf } from "../../core/api-keys/api-key-settings.dto.ts";
import { type ApiKeyStatus, apiKeyStatus } from "../../core/api-keys/api-key-status.ts";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";

/** A key as lists show it (the person's own, a department person's): everything it carries, never its secret. */
export interface ListedApiKey {
  readonly id: string;
  readonly name: string;
  /** First and last five characters. */
  readonly masked: string;
  readonly status: ApiKeyStatus;
  /** Its name, expiry, budget, limits and models: what the edit form starts from. */
  readonly settings: ApiKeySettings;
  /** YYYY-MM-DD, local (the locale's short date outside en-US). */
  readonly date: string;
  /** HH:mm, local. */
  readonly time: string;
  /** The email of who made it. */
  readonly createdBy: string | null;
  /** ISO date-time. */
  readonly lastUsedAt: string | null;
  readonly spendThisMonthUsd: number;
  readonly requestsThisMonth: number;
  /** After a rotation with a grace: until when the previous secret works (ISO), while it still does. */
  readonly previousSecretUntil: string | null;
}

/** The key as a list shows it at `now`: masked (also in the answer that issued its secret), with its standing. */
export function listedApiKey(key: ApiKey, now: number): ListedApiKey {
  const graceRunning =
    key.revokedAt === null && key.previousSecretUntil !== null && Date.parse(key.previousSecretUntil) > now;
  return {
    id: key.id,
    name: key.name,
    masked: maskApiKey(key.value),
    status: apiKeyStatus(key, now),
    settings: apiKeySettingsOf(key),
    date: key.date,
    time: key.time,
    createdBy: key.createdBy,
    lastUsedAt: key.lastUsedAt,
    spendThisMonthUsd: key.spendThisMonthUsd,
    requestsThisMonth: key.requestsThisMonth,
    previousSecretUntil: graceRunning ? key.previousSecretUntil : null,
  };
}
