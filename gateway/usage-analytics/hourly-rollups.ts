import type { UsageBucket } from "../../core/usage-analytics/usage-analytics-json.ts";
import type { UsageRange } from "../../core/usage-analytics/usage-range.ts";
import type { RollupGrain } from "./chat-history-hourly.schema.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Whether a moment starts a UTC hour: a range between such moments is whole rollup hours (chat_history_hourly). */
export function isWholeHour(moment: Date): boolean {
  return moment.getTime() % HOUR_MS === 0;
}

/** Whether a moment starts a UTC day: a range between such moments is whole rollup days. */
export function isWholeDay(moment: Date): boolean {
  return moment.getTime() % DAY_MS === 0;
}

/** The rollups a series of whole hours reads: its days when its buckets are days or weeks and its ends whole days. */
export function seriesGrainOf(range: UsageRange, bucket: UsageBucket): RollupGrain {
  return bucket !== "hour" && isWholeDay(range.start) && isWholeDay(range.end) ? "day" : "hour";
}

/** A span of one grain's rollups, from its first (included) to its end (excluded); an end left out is open. */
export interface RollupSpan {
  readonly grain: RollupGrain;
  readonly from?: Date;
  readonly to?: Date;
}

/**
 * The rollups that add up a range of whole hours (either end open): the whole UTC days in its middle as days, the
 * hours before the first and after the last whole day as hours (all hours when no whole day fits).
 */
export function rollupSpansOf(from: Date | undefined, to: Date | undefined): RollupSpan[] {
  const firstDay = from && new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const afterDays = to && new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS);
  if (firstDay && afterDays && firstDay >= afterDays) return [{ grain: "hour", from, to }];
  const spans: RollupSpan[] = [{ grain: "day", from: firstDay, to: afterDays }];
  if (from && firstDay && from < firstDay) spans.push({ grain: "hour", from, to: firstDay });
  if (to && afterDays && afterDays < to) spans.push({ grain: "hour", from: afterDays, to });
  return spans;
}
