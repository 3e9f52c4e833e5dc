import { bucketStartOf } from "../../core/usage-analytics/usage-buckets.ts";
import { isErrorStatus } from "../../core/usage-analytics/usage-series.ts";
import type { chatHistory } from "../chat-completions/chat-history.schema.ts";

type ChatHistoryRow = typeof chatHistory.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * A logged request for the analytics' tests and provider states: 400 tokens in and 600 out for $0.0044 (at $2
 * and $6 per million), 200 ms to the first token and 900 ms in all, on a node 50 % renewable, through chat
 * completions, served by the model asked for; a failure (status 400 and up) says why. Anything else as given.
 */
export function loggedRequest(
  request: Pick<ChatHistoryRow, "id" | "userId" | "createdAt"> & Partial<ChatHistoryRow>,
): ChatHistoryRow {
  const statusCode = request.statusCode ?? 200;
  const tokensIn = request.tokensIn ?? 400;
  const tokensOut = request.tokensOut ?? 600;
  const model = request.model ?? "gpt-4o-mini";
  return {
    vendor: "OpenAI",
    model,
    servedModel: model,
    statusCode,
    error: isErrorStatus(statusCode) ? "Upstream provider unavailable" : null,
    tokensIn,
    tokensOut,
    totalTokens: tokensIn + tokensOut,
    tokensInCost: (tokensIn * 2) / 1e6,
    tokensOutCost: (tokensOut * 6) / 1e6,
    totalCost: (tokensIn * 2 + tokensOut * 6) / 1e6,
    timeToFirstToken: 200,
    generationDuration: 900,
    renewablePercentage: 50,
    endpoint: "chat",
    ...request,
  };
}

/** The last seven whole UTC days, today included: the range and each day's midnight, oldest first. */
export function lastSevenDays(now: number): { start: Date; end: Date; days: Date[] } {
  const today = bucketStartOf(new Date(now), "day").getTime();
  const days = Array.from({ length: 7 }, (_, index) => new Date(today - (6 - index) * DAY_MS));
  return { start: days[0] as Date, end: new Date(today + DAY_MS), days };
}
