import { USAGE_BUCKETS, type UsageBucket } from "./usage-analytics-json.ts";
import {
  DEFAULT_USAGE_RANGE_DAYS,
  MAX_HOURLY_RANGE_DAYS,
  MAX_USAGE_RANGE_DAYS,
  type UsageRange,
} from "./usage-range.ts";

/**
 * The days and buckets a Usage view shows, as its address keeps them (`?from=YYYY-MM-DD&to=YYYY-MM-DD&bucket=day`):
 * whole UTC days, the last one included, so the days match the buckets.
 */
export interface UsageRangeView {
  /** YYYY-MM-DD (UTC): the first day shown. */
  readonly fromDay: string;
  /** YYYY-MM-DD (UTC): the last day shown, in full. */
  readonly toDay: string;
  readonly bucket: UsageBucket;
}

/** The query names of the range, in the order the address writes them. */
export const USAGE_RANGE_NAMES = { fromDay: "from", toDay: "to", bucket: "bucket" } as const;

export const DEFAULT_USAGE_BUCKET: UsageBucket = "day";

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last 30 days up to today (UTC), by day: what the view shows when the address names no range. */
export function defaultUsageRangeView(today: Date): UsageRangeView {
  const toDay = dayOf(today);
  return {
    fromDay: dayOf(new Date(midnightOf(toDay) - (DEFAULT_USAGE_RANGE_DAYS - 1) * DAY_MS)),
    toDay,
    bucket: DEFAULT_USAGE_BUCKET,
  };
}

/**
 * The range an address asks for, always one the gateway answers. What cannot be read (a day not on the calendar,
 * an unknown bucket, a name given twice) falls back to the default; a range given backwards is read the right way
 * round; one longer than 400 days keeps its last 400; hours over more than 31 days become days. A stale or
 * hand-edited link still opens.
 */
export function usageRangeViewOf(params: URLSearchParams, today: Date): UsageRangeView {
  const fallback = defaultUsageRangeView(today);
  const single = (name: string) => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0]?.trim() : undefined;
  };
  const day = (name: string) => {
    const text = single(name);
    return text !== undefined && isUtcCalendarDay(text) ? text : undefined;
  };
  const from = day(USAGE_RANGE_NAMES.fromDay);
  const to = day(USAGE_RANGE_NAMES.toDay);
  const bucket =
    USAGE_BUCKETS.find((known) => known === single(USAGE_RANGE_NAMES.bucket)) ?? DEFAULT_USAGE_BUCKET;
  return withinLimits({
    fromDay: from ?? (to ? shiftedDay(to, -(DEFAULT_USAGE_RANGE_DAYS - 1)) : fallback.fromDay),
    toDay: to ?? (from ? maxDay(fallback.toDay, from) : fallback.toDay),
    bucket,
  });
}

/** The range with some of it changed, brought within the gateway's limits as an address would be. */
export function changedUsageRangeView(view: UsageRangeView, change: Partial<UsageRangeView>): UsageRangeView {
  return withinLimits({ ...view, ...change });
}

/** Writes the range into the query (replacing any range there). */
export function writeUsageRange(params: URLSearchParams, view: UsageRangeView): void {
  params.set(USAGE_RANGE_NAMES.fromDay, view.fromDay);
  params.set(USAGE_RANGE_NAMES.toDay, view.toDay);
  params.set(USAGE_RANGE_NAMES.bucket, view.bucket);
}

/** The instants the gateway is asked for: from the first day's midnight (UTC) up to the midnight after the last. */
export function usageRangeOfView(view: UsageRangeView): UsageRange {
  return { start: new Date(midnightOf(view.fromDay)), end: new Date(midnightOf(view.toDay) + DAY_MS) };
}

/** How many days the view covers, both ends included. */
export function daysOfUsageRange(view: Pick<UsageRangeView, "fromDay" | "toDay">): number {
  return Math.round((midnightOf(view.toDay) - midnightOf(view.fromDay)) / DAY_MS) + 1;
}

/** Whether the view's days may be shown by the hour (31 days at most). */
export function allowsHourlyBuckets(view: Pick<UsageRangeView, "fromDay" | "toDay">): boolean {
  return daysOfUsageRange(view) <= MAX_HOURLY_RANGE_DAYS;
}

/** Whether the text is a real calendar day written YYYY-MM-DD (no 30 February), in the years 1970 to 9999. */
export function isUtcCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

function withinLimits(view: UsageRangeView): UsageRangeView {
  // YYYY-MM-DD texts sort as their days do.
  const [fromDay, toDay] =
    view.fromDay > view.toDay ? [view.toDay, view.fromDay] : [view.fromDay, view.toDay];
  const shortened =
    daysOfUsageRange({ fromDay, toDay }) > MAX_USAGE_RANGE_DAYS
      ? shiftedDay(toDay, -(MAX_USAGE_RANGE_DAYS - 1))
      : fromDay;
  const range = { fromDay: shortened, toDay };
  const bucket = view.bucket === "hour" && !allowsHourlyBuckets(range) ? DEFAULT_USAGE_BUCKET : view.bucket;
  return { ...range, bucket };
}

function midnightOf(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day that many days away; never before 1 January 1970, where the gateway's dates begin. */
function shiftedDay(day: string, days: number): string {
  return dayOf(new Date(Math.max(0, midnightOf(day) + days * DAY_MS)));
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}
