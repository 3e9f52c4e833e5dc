import { and, count, gte, inArray, max, sum } from "drizzle-orm";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";

/** What a key was used for, as lists show it and its budget is held to. */
export interface KeyUsage {
  /** USD spent with it since the 1st of this month (UTC). */
  readonly spendUsd: number;
  /** Requests logged under it since the 1st of this month (UTC), refused ones included. */
  readonly requests: number;
  /** ISO date-time of its latest logged request, this month or before; null when never used. */
  readonly lastUsedAt: string | null;
}

export const UNUSED_KEY: KeyUsage = { spendUsd: 0, requests: 0, lastUsedAt: null };

/** The first moment of the UTC month of `now`, as ISO date-time. */
export function startOfUtcMonth(now: number): string {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)).toISOString();
}

/**
 * Each key's use from the request log (by its id, so a rotated key keeps its history); keys never used are
 * absent from the map (UNUSED_KEY).
 */
export async function keySpendThisMonth(
  db: Database,
  keyIds: readonly string[],
  now: number,
): Promise<Map<string, KeyUsage>> {
  const usage = new Map<string, KeyUsage>();
  if (keyIds.length === 0) return usage;
  const monthStart = startOfUtcMonth(now);
  const thisMonth = await db
    .select({
      apiKeyId: chatHistory.apiKeyId,
      spendUsd: sum(chatHistory.totalCost).mapWith(Number),
      requests: count(),
    })
    .from(chatHistory)
    .where(and(inArray(chatHistory.apiKeyId, [...keyIds]), gte(chatHistory.createdAt, monthStart)))
    .groupBy(chatHistory.apiKeyId);
  const lastUse = await db
    .select({ apiKeyId: chatHistory.apiKeyId, lastUsedAt: max(chatHistory.createdAt) })
    .from(chatHistory)
    .where(inArray(chatHistory.apiKeyId, [...keyIds]))
    .groupBy(chatHistory.apiKeyId);
  for (const row of lastUse) {
    if (row.apiKeyId === null) continue;
    const lastUsedAt = row.lastUsedAt === null ? null : isoDate(row.lastUsedAt);
    usage.set(row.apiKeyId, { ...UNUSED_KEY, lastUsedAt });
  }
  for (const row of thisMonth) {
    if (row.apiKeyId === null) continue;
    const lastUsedAt = usage.get(row.apiKeyId)?.lastUsedAt ?? null;
    usage.set(row.apiKeyId, { spendUsd: row.spendUsd ?? 0, requests: row.requests, lastUsedAt });
  }
  return usage;
}
