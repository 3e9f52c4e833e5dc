import { and, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogTotalsJson } from "../../core/usage-logs/usage-log-page.ts";
import { type UsageLogTotalSums, usageLogTotalsOfSums } from "../../core/usage-logs/usage-log-sums.ts";
import { providerModels } from "../available-models/available-models.schema.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import { chatHistoryHourly } from "../usage-analytics/chat-history-hourly.schema.ts";
import { isWholeHour, type RollupSpan, rollupSpansOf } from "../usage-analytics/hourly-rollups.ts";
import { requestEmissionsGramsSql } from "../usage-analytics/request-emissions.sql.ts";
import { usageLogConditions } from "./usage-logs.repository.ts";

const sumOf = (column: AnyPgColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const counted = (column: AnyPgColumn | SQL) => sql<number>`count(${column})`.mapWith(Number);

/**
 * What every request of the user passing the filters adds up to, over the whole filter, by core's rule
 * (usageLogTotalsOfSums). The screen's usual question (a range of whole hours, perhaps one department) is read
 * from the rollups, its whole UTC days as days and its edges as hours; any other filter sums the requests
 * themselves, the same figures in the same way.
 */
export async function usageLogTotals(
  db: Database,
  userId: string,
  filters: UsageLogFilters,
): Promise<UsageLogTotalsJson> {
  const sums = rollupAnswers(filters)
    ? await rolledUpSums(db, userId, filters)
    : await requestSums(db, userId, filters);
  return usageLogTotalsOfSums(sums ?? NOTHING);
}

const NOTHING: UsageLogTotalSums = {
  requests: 0,
  errors: 0,
  tokensIn: 0,
  tokensOut: 0,
  totalTokens: 0,
  totalCost: 0,
  emissionsGrams: 0,
  energyKnown: 0,
  unsharedCosting: 0,
};

/** Whether the rollups hold the answer: no filter but whole-hour ends and a department. */
function rollupAnswers(filters: UsageLogFilters): boolean {
  const { from, to, departmentId, ...others } = filters;
  const narrowed = Object.values(others).some((value) => value !== undefined);
  return !narrowed && (!from || isWholeHour(from)) && (!to || isWholeHour(to));
}

const hourly = chatHistoryHourly;

/** The rollups of one span: its grain, between its ends. */
function spanCondition({ grain, from, to }: RollupSpan): SQL | undefined {
  return and(
    eq(hourly.grain, grain),
    from ? gte(hourly.hour, from.toISOString()) : undefined,
    to ? lt(hourly.hour, to.toISOString()) : undefined,
  );
}

async function rolledUpSums(db: Database, userId: string, filters: UsageLogFilters) {
  const [sums] = await db
    .select({
      requests: sumOf(hourly.requests),
      errors: sumOf(hourly.errors),
      tokensIn: sumOf(hourly.tokensIn),
      tokensOut: sumOf(hourly.tokensOut),
      totalTokens: sumOf(hourly.totalTokens),
      totalCost: sumOf(hourly.totalCost),
      emissionsGrams: sumOf(hourly.emissionsGrams),
      energyKnown: sumOf(hourly.energyKnown),
      unsharedCosting: sumOf(hourly.unsharedCosting),
    })
    .from(hourly)
    .where(
      and(
        eq(hourly.userId, userId),
        or(...rollupSpansOf(filters.from, filters.to).map(spanCondition)),
        filters.departmentId ? eq(hourly.departmentId, filters.departmentId) : undefined,
      ),
    );
  return sums;
}

async function requestSums(db: Database, userId: string, filters: UsageLogFilters) {
  const [sums] = await db
    .select({
      requests: counted(sql`*`),
      errors: countWhere(sql`${chatHistory.statusCode} >= 400`),
      tokensIn: sumOf(chatHistory.tokensIn),
      tokensOut: sumOf(chatHistory.tokensOut),
      totalTokens: sumOf(chatHistory.totalTokens),
      totalCost: sumOf(chatHistory.totalCost),
      emissionsGrams: sumOf(requestEmissionsGramsSql),
      energyKnown: counted(providerModels.systemName),
      unsharedCosting: countWhere(
        sql`${chatHistory.totalCost} > 0 and ${chatHistory.renewablePercentage} is null`,
      ),
    })
    .from(chatHistory)
    .leftJoin(providerModels, eq(providerModels.systemName, chatHistory.servedModel))
    .where(usageLogConditions(userId, filters));
  return sums;
}
