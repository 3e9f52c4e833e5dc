import type { UsageBucket } from "./usage-analytics-json.ts";

/** The longest range one series or breakdown covers. */
export const MAX_USAGE_RANGE_DAYS = 400;
/** The longest range of an hourly series: 31 days make 744 buckets. */
export const MAX_HOURLY_RANGE_DAYS = 31;
/** The range read when the query names neither end: the last 30 days, up to now. */
export const DEFAULT_USAGE_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;
/** PostgreSQL has no year 0 and JavaScript writes years past 9999 in a longer form: dates stay between these. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(10_000, 0, 1);

export const END_NOT_AFTER_START = "endDate must be after startDate";
export const RANGE_TOO_LONG = `startDate to endDate must span at most ${MAX_USAGE_RANGE_DAYS} days`;
export const HOURLY_RANGE_TOO_LONG = `hour buckets need a range of at most ${MAX_HOURLY_RANGE_DAYS} days; use day or week buckets`;
export const DATE_OUT_OF_YEARS = "startDate and endDate must fall in the years 1970 to 9999";

/** The requests read: made at or after `start`, before `end`. */
export interface UsageRange {
  readonly start: Date;
  readonly end: Date;
}

/**
 * An ISO 8601 date or date-time as an instant; a date alone is midnight UTC, and so is a date-time without an
 * offset (the series are in UTC, whatever the server's time zone).
 */
export function usageInstantOf(text: string): Date {
  const withoutOffset = /T[\d:.]+$/.test(text);
  return new Date(withoutOffset ? `${text}Z` : text);
}

/** The range a query names; without endDate it ends now, without startDate it starts 30 days before its end. */
export function usageRangeOf(query: { readonly startDate?: string; readonly endDate?: string }, now: number) {
  const end = query.endDate ? usageInstantOf(query.endDate) : new Date(now);
  const start = query.startDate
    ? usageInstantOf(query.startDate)
    : new Date(end.getTime() - DEFAULT_USAGE_RANGE_DAYS * DAY_MS);
  return { start, end } satisfies UsageRange;
}

/** Why a range cannot be read in these buckets (a breakdown has none), or null when it can. */
export function usageRangeRefusal(range: UsageRange, bucket?: UsageBucket): string | null {
  const start = range.start.getTime();
  const end = range.end.getTime();
  if (![start, end].every((time) => time >= EARLIEST && time < LATEST)) return DATE_OUT_OF_YEARS;
  if (end <= start) return END_NOT_AFTER_START;
  if (end - start > MAX_USAGE_RANGE_DAYS * DAY_MS) return RANGE_TOO_LONG;
  if (bucket === "hour" && end - start > MAX_HOURLY_RANGE_DAYS * DAY_MS) return HOURLY_RANGE_TOO_LONG;
  return null;
}
