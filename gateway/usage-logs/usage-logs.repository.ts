import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { UsageLogRecord } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogPageJson } from "../../core/usage-logs/usage-log-page.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";
import { type LoggedRequestRow, loggedRequestRows } from "./logged-request-rows.ts";
import { after, cursorOf, type RequestLogPosition } from "./request-log-cursor.ts";

/** Which page of the logs: after the position a cursor named (the newest page without one), how many, and bodies or not. */
export interface UsageLogPageQuery {
  readonly after?: RequestLogPosition;
  readonly limit: number;
  readonly verbose: boolean;
}

/**
 * A user's requests narrowed as core's `matchesUsageLogFilters` says (the memory adapter's rule): the period's start
 * included and its end excluded, the model, vendor, key, exact status, endpoint and department as given, `error`
 * for status 400 and up. Each filter is a column the logs' indexes start with (user_id, then the filter).
 */
export function usageLogConditions(userId: string, filters: UsageLogFilters): SQL | undefined {
  return and(
    eq(chatHistory.userId, userId),
    filters.from ? gte(chatHistory.createdAt, filters.from.toISOString()) : undefined,
    filters.to ? lt(chatHistory.createdAt, filters.to.toISOString()) : undefined,
    filters.model ? eq(chatHistory.model, filters.model) : undefined,
    filters.vendor ? eq(chatHistory.vendor, filters.vendor) : undefined,
    filters.apiKeyId ? eq(chatHistory.apiKeyId, filters.apiKeyId) : undefined,
    filters.apikey ? eq(chatHistory.apikey, filters.apikey) : undefined,
    // Written out, not bound: the index of failed requests is partial on exactly this predicate.
    filters.outcome === "error" ? sql`${chatHistory.statusCode} >= 400` : undefined,
    filters.outcome === "success" ? sql`${chatHistory.statusCode} < 400` : undefined,
    filters.statusCode !== undefined ? eq(chatHistory.statusCode, filters.statusCode) : undefined,
    filters.endpoint ? eq(chatHistory.endpoint, filters.endpoint) : undefined,
    filters.departmentId ? eq(chatHistory.departmentId, filters.departmentId) : undefined,
  );
}

/**
 * One page of a user's requests passing the filters, newest first, through the keyset (created_at, id): a page
 * stays the same while newer requests arrive. `nextCursor` names the page's last request when an older one passes.
 */
export async function usageLogPage(
  db: Database,
  userId: string,
  filters: UsageLogFilters,
  page: UsageLogPageQuery,
): Promise<UsageLogPageJson> {
  const where = and(usageLogConditions(userId, filters), page.after ? after(page.after) : undefined);
  // One more than the page holds tells whether another page follows, without counting.
  const rows = await loggedRequestRows(db, where, page.limit + 1, page.verbose);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    data: shown.map(usageLogRecordOf),
    nextCursor: rows.length > page.limit && last ? cursorOf(last.request) : null,
  };
}

/** A row as the logs list it; the prompt and answer (with the tools and calls in them) only when read (verbose). */
function usageLogRecordOf({ request: row, bodies }: LoggedRequestRow): UsageLogRecord {
  return {
    id: row.id,
    createdAt: isoDate(row.createdAt),
    vendor: row.vendor,
    model: row.model,
    query: row.query,
    apikey: row.apikey,
    apiKeyId: row.apiKeyId,
    statusCode: row.statusCode,
    timeToFirstToken: row.timeToFirstToken,
    generationDuration: row.generationDuration,
    tokensIn: row.tokensIn,
    tokensOut: row.tokensOut,
    totalCost: row.totalCost,
    error: row.error,
    tokenRate: row.tokenRate,
    totalTokens: row.totalTokens,
    tokensInCost: row.tokensInCost,
    tokensOutCost: row.tokensOutCost,
    isStream: row.isStream,
    requestContent: bodies?.requestContent ?? null,
    responseContent: bodies?.responseContent ?? null,
    providerModel: row.providerModel,
    renewablePercentage: row.renewablePercentage,
    endpoint: row.endpoint,
    tools: bodies?.tools ?? null,
    responseFormat: bodies?.responseFormat ?? null,
    toolCalls: bodies?.toolCalls ?? null,
    usageEstimated: row.usageEstimated,
  };
}
