import { randomUUID } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { unlimitedKeySettings } from "../../core/api-keys/api-key-settings.dto.ts";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";
import { newApiKeyValue } from "./api-key-value.ts";
import { userApiKeys } from "./api-keys.schema.ts";

/** The person's keys, oldest first (ties by id, so the order never changes between calls). */
export async function apiKeysOf(db: Database, userId: string): Promise<ApiKeyRecord[]> {
  const rows = await db
    .select()
    .from(userApiKeys)
    .where(eq(userApiKeys.userId, userId))
    .orderBy(asc(userApiKeys.createdAt), asc(userApiKeys.id));
  return rows.map((row) => ({
    ...unlimitedKeySettings("Key"),
    id: row.id,
    value: row.value,
    createdAt: isoDate(row.createdAt),
    createdBy: null,
    lastUsedAt: null,
    spendThisMonthUsd: 0,
    requestsThisMonth: 0,
    revokedAt: null,
    previousSecretUntil: null,
  }));
}

export async function countApiKeys(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(userApiKeys).where(eq(userApiKeys.userId, userId));
  return row?.count ?? 0;
}

export async function createApiKey(db: Database, userId: string, now: string): Promise<void> {
  await db
    .insert(userApiKeys)
    .values({ id: `key-${randomUUID()}`, userId, value: newApiKeyValue(), createdAt: now });
}

/** Deletes one of the person's keys; false when they have no key with that id. */
export async function deleteApiKey(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(userApiKeys)
    .where(and(eq(userApiKeys.userId, userId), eq(userApiKeys.id, id)))
    .returning({ id: userApiKeys.id });
  return deleted.length > 0;
}
