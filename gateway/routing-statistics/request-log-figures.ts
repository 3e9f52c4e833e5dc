import { and, gte, isNotNull, lt, sql } from "drizzle-orm";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import type { FiguresSeed, HourlyTotals } from "./in-process-routing-figures.ts";
import type { FigureTotals } from "./routing-figures.ts";
import { HOUR_MS } from "./routing-figures.ts";

/**
 * The request log's successful requests from `sinceHour` on, summed by hour and served model, as samples would
 * have added them: time to first token of streamed requests only.
 */
export function requestLogFigures(db: Database): FiguresSeed {
  return async (sinceHour: number): Promise<HourlyTotals> => {
    const hour = sql<number>`floor(extract(epoch from ${chatHistory.createdAt}) / 3600)`.mapWith(Number);
    const streamed = sql`${chatHistory.isStream} and ${chatHistory.timeToFirstToken} is not null`;
    const rows = await db
      .select({
        hour,
        model: chatHistory.servedModel,
        samples: sql<number>`count(*)`.mapWith(Number),
        timeToFirstTokenMsSum:
          sql<number>`coalesce(sum(${chatHistory.timeToFirstToken}) filter (where ${streamed}), 0)`.mapWith(
            Number,
          ),
        timeToFirstTokenSamples: sql<number>`count(*) filter (where ${streamed})`.mapWith(Number),
        tokensPerSecondSum: sql<number>`coalesce(sum(${chatHistory.tokenRate}), 0)`.mapWith(Number),
        tokensPerSecondSamples: sql<number>`count(${chatHistory.tokenRate})`.mapWith(Number),
      })
      .from(chatHistory)
      .where(
        and(
          gte(chatHistory.createdAt, new Date(sinceHour * HOUR_MS).toISOString()),
          lt(chatHistory.statusCode, 400),
          isNotNull(chatHistory.servedModel),
        ),
      )
      .groupBy(hour, chatHistory.servedModel);
    const hours = new Map<number, Map<string, FigureTotals>>();
    for (const { hour: at, model, ...totals } of rows) {
      const models = hours.get(at) ?? new Map<string, FigureTotals>();
      hours.set(at, models);
      models.set(model ?? "", totals);
    }
    return hours;
  };
}
