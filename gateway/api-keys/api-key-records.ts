import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";
import type { StoredApiKey } from "./api-key-store.ts";
import { keySpendThisMonth, UNUSED_KEY } from "./api-key-usage.ts";

/** A secret just issued (a key made or rotated): the one answer that shows it in full. */
export interface IssuedSecret {
  readonly keyId: string;
  readonly secret: string;
}

/** Keys as the gateway answers them: masked, with their use this month, the issued secret (if any) in full. */
export async function apiKeyRecords(
  db: Database,
  keys: readonly StoredApiKey[],
  now: number,
  issued: IssuedSecret | null = null,
): Promise<ApiKeyRecord[]> {
  const usage = await keySpendThisMonth(
    db,
    keys.map((key) => key.id),
    now,
  );
  return keys.map((key) => {
    const { spendUsd, requests, lastUsedAt } = usage.get(key.id) ?? UNUSED_KEY;
    const secret = issued?.keyId === key.id ? issued.secret : null;
    const previousSecretUntil = isoDate(key.previousSecretUntil);
    return {
      id: key.id,
      value: secret ?? key.maskedValue,
      ...(secret ? { secretInFull: true } : {}),
      createdAt: isoDate(key.createdAt),
      name: key.name,
      expiresAt: isoDate(key.expiresAt),
      monthlyBudgetUsd: key.monthlyBudgetUsd,
      requestsPerMinute: key.requestsPerMinute,
      tokensPerMinute: key.tokensPerMinute,
      allowedModels: key.allowedModels,
      createdBy: key.createdBy,
      lastUsedAt,
      spendThisMonthUsd: spendUsd,
      requestsThisMonth: requests,
      revokedAt: isoDate(key.revokedAt),
      // Only while the previous secret still works; after a rotation without grace it stopped at once.
      previousSecretUntil:
        previousSecretUntil !== null && Date.parse(previousSecretUntil) > now ? previousSecretUntil : null,
    };
  });
}

/** One key as the gateway answers it (a department key's routes answer one). */
export async function apiKeyRecord(
  db: Database,
  key: StoredApiKey,
  now: number,
  issued: IssuedSecret | null = null,
): Promise<ApiKeyRecord> {
  const [record] = await apiKeyRecords(db, [key], now, issued);
  if (!record) throw new Error("a key answered no record");
  return record;
}
