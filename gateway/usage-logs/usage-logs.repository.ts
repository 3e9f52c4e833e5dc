import { and, desc, eq, getTableColumns, gte, lt, type SQL, sql } from "drizzle-orm";
import type { UsageLogRecord } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import { USAGE_LOG_LIST_LIMIT } from "../../core/usage-logs/usage-log-rules.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { chatHistoryBodies } from "../chat-completions/chat-history-bodies.schema.ts";
import type { LoggedBodies } from "../chat-completions/chat-history-insert.ts";
import { BODIES_OF_REQUEST, LOGGED_REQUEST_COLUMNS } from "../chat-completions/logged-request-columns.ts";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";

type ChatHistoryRow = typeof chatHistory.$inferSelect & LoggedBodies;

/**
 * A user's requests, newest first, narrowed as core's `matchesUsageLogFilters` says (the memory adapter's rule):
 * the period's start included and its end excluded, the model, vendor, key, exact status and endpoint as given,
 * `error` for status 400 and up.
 */
export async function listUsageLogs(
  db: Database,
  userId: string,
  filters: UsageLogFilters,
  verbose: boolean,
): Promise<UsageLogRecord[]> {
  const conditions: SQL[] = [eq(chatHistory.userId, userId)];
  if (filters.from) conditions.push(gte(chatHistory.createdAt, filters.from.toISOString()));
  if (filters.to) conditions.push(lt(chatHistory.createdAt, filters.to.toISOString()));
  if (filters.model) conditions.push(eq(chatHistory.model, filters.model));
  if (filters.vendor) conditions.push(eq(chatHistory.vendor, filters.vendor));
  if (filters.apikey) conditions.push(eq(chatHistory.apikey, filters.apikey));
  if (filters.outcome === "error") conditions.push(gte(chatHistory.statusCode, 400));
  if (filters.outcome === "success") conditions.push(lt(chatHistory.statusCode, 400));
  if (filters.statusCode !== undefined) conditions.push(eq(chatHistory.statusCode, filters.statusCode));
  if (filters.endpoint) conditions.push(eq(chatHistory.endpoint, filters.endpoint));
  const rows = await db
    .select(verbose ? LOGGED_REQUEST_COLUMNS : getTableColumns(chatHistory))
    .from(chatHistory)
    .leftJoin(chatHistoryBodies, verbose ? BODIES_OF_REQUEST : sql`false`)
    .where(and(...conditions))
    .orderBy(desc(chatHistory.createdAt), desc(chatHistory.id))
    .limit(USAGE_LOG_LIST_LIMIT);
  return rows.map((row) => usageLogRecordOf(row, verbose));
}

/** A row as the logs list it; the prompt and answer (with the tools and calls in them) only when asked for (verbose). */
function usageLogRecordOf(row: ChatHistoryRow, verbose: boolean): UsageLogRecord {
  return {
    id: row.id,
    createdAt: isoDate(row.createdAt),
    vendor: row.vendor,
    model: row.model,
    query: row.query,
    apikey: row.apikey,
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
    requestContent: verbose ? (row.requestContent ?? null) : null,
    responseContent: verbose ? (row.responseContent ?? null) : null,
    providerModel: row.providerModel,
    renewablePercentage: row.renewablePercentage,
    endpoint: row.endpoint,
    tools: verbose ? (row.tools ?? null) : null,
    responseFormat: verbose ? (row.responseFormat ?? null) : null,
    toolCalls: verbose ? (row.toolCalls ?? null) : null,
    usageEstimated: row.usageEstimated,
  };
}
