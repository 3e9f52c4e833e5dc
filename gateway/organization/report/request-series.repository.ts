import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import {
  type RequestSeries,
  type RequestSeriesQuery,
  requestSeriesOf,
  seriesStart,
} from "../../../core/organization/request-series.ts";
import { providerModels } from "../../available-models/available-models.schema.ts";
import { chatHistory } from "../../chat-completions/chat-history.schema.ts";
import type { Database } from "../../database/database.ts";

/**
 * The departments' requests summed per UTC day and department over the last `days` days (today included), by
 * core's rule (requestSeriesOf). The database groups them first by what the emissions depend on (the serving
 * model's energy per token, the node's renewable share), so core sums a few rows a day, not every request.
 */
export async function requestSeries(
  db: Database,
  organizationId: string,
  departmentIds: readonly string[],
  query: Pick<RequestSeriesQuery, "userId" | "days">,
  now: number,
): Promise<RequestSeries> {
  const day = sql<string>`to_char(${chatHistory.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const energy = sql<number>`coalesce(${providerModels.energyWhPerThousandTokens}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      sentAt: day,
      departmentId: chatHistory.departmentId,
      requests: count(),
      totalCost: sql<number>`coalesce(sum(${chatHistory.totalCost}), 0)`.mapWith(Number),
      totalTokens: sql<number>`coalesce(sum(${chatHistory.totalTokens}), 0)`.mapWith(Number),
      energyWhPerThousandTokens: energy,
      renewablePercentage: chatHistory.renewablePercentage,
    })
    .from(chatHistory)
    .leftJoin(providerModels, eq(providerModels.systemName, chatHistory.servedModel))
    .where(
      and(
        eq(chatHistory.organizationId, organizationId),
        inArray(chatHistory.departmentId, [...departmentIds]),
        query.userId ? eq(chatHistory.userId, query.userId) : undefined,
        gte(chatHistory.createdAt, seriesStart(now, query.days).toISOString()),
      ),
    )
    .groupBy(day, chatHistory.departmentId, energy, chatHistory.renewablePercentage);
  return requestSeriesOf(rows.map((row) => ({ ...row, departmentId: row.departmentId ?? "" })));
}
