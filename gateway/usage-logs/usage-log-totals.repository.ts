import { count, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogTotalsJson } from "../../core/usage-logs/usage-log-page.ts";
import { usageLogTotalsOf } from "../../core/usage-logs/usage-log-sums.ts";
import { providerModels } from "../available-models/available-models.schema.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import { usageLogConditions } from "./usage-logs.repository.ts";

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * What every request of the user passing the filters adds up to, over the whole filter. The database sums them per
 * serving model's energy and node's renewable share (what the emissions depend on), so core's rule
 * (usageLogTotalsOf) adds up a few groups, never the requests.
 */
export async function usageLogTotals(
  db: Database,
  userId: string,
  filters: UsageLogFilters,
): Promise<UsageLogTotalsJson> {
  const energy = providerModels.energyWhPerThousandTokens;
  const groups = await db
    .select({
      energyWhPerThousandTokens: energy,
      renewablePercentage: chatHistory.renewablePercentage,
      requests: count(),
      errors: countWhere(sql`${chatHistory.statusCode} >= 400`),
      costing: countWhere(sql`${chatHistory.totalCost} > 0`),
      tokensIn: sumOf(chatHistory.tokensIn),
      tokensOut: sumOf(chatHistory.tokensOut),
      totalTokens: sumOf(chatHistory.totalTokens),
      totalCost: sumOf(chatHistory.totalCost),
    })
    .from(chatHistory)
    .leftJoin(providerModels, eq(providerModels.systemName, chatHistory.servedModel))
    .where(usageLogConditions(userId, filters))
    .groupBy(energy, chatHistory.renewablePercentage);
  return usageLogTotalsOf(groups);
}
