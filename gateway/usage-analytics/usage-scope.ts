import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { UsageRange } from "../../core/usage-analytics/usage-range.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";

/** Whose requests are read: a person's own, or the departments of an organization the reader may report on. */
export type UsageScope =
  | { readonly userId: string }
  | { readonly organizationId: string; readonly departmentIds: readonly string[] };

/** The filters of the usage series and breakdowns, as the query names them. */
export interface UsageFilters {
  /** The model asked for or, when one served it, the serving model: what the breakdown by model groups by. */
  readonly model?: string;
  /** Only `playground` (refuseKeyValueFilter): a key is filtered by its id. */
  readonly apikey?: string;
  /** Requests sent with this API key, by its id. */
  readonly apiKeyId?: string;
  readonly endpoint?: string;
  /** Requests sent with this department's keys. */
  readonly departmentId?: string;
  /** One person's requests (the organization's). */
  readonly userId?: string;
}

/** The rows of chat_history in the scope, the range (start included, end excluded) and the filters. */
export function usageConditions(
  scope: UsageScope,
  range: UsageRange,
  filters: UsageFilters,
): SQL | undefined {
  return and(
    ...scopeConditions(scope),
    gte(chatHistory.createdAt, range.start.toISOString()),
    lt(chatHistory.createdAt, range.end.toISOString()),
    filters.model ? eq(modelGroupSql, filters.model) : undefined,
    filters.apikey ? eq(chatHistory.apikey, filters.apikey) : undefined,
    filters.apiKeyId ? eq(chatHistory.apiKeyId, filters.apiKeyId) : undefined,
    filters.endpoint ? eq(chatHistory.endpoint, filters.endpoint) : undefined,
    filters.departmentId ? eq(chatHistory.departmentId, filters.departmentId) : undefined,
    filters.userId ? eq(chatHistory.userId, filters.userId) : undefined,
  );
}

/** A request's model group, as core's modelGroupOf says: the serving model, else the one asked for. */
export const modelGroupSql = sql<string>`coalesce(${chatHistory.servedModel}, ${chatHistory.model})`;

function scopeConditions(scope: UsageScope): SQL[] {
  if ("userId" in scope) return [eq(chatHistory.userId, scope.userId)];
  // A reader who may report on no department sees none of the organization's requests.
  if (scope.departmentIds.length === 0) return [sql`false`];
  return [
    eq(chatHistory.organizationId, scope.organizationId),
    inArray(chatHistory.departmentId, [...scope.departmentIds]),
  ];
}
