import type { UsageBucket } from "./usage-analytics-json.ts";
import type { UsageRange } from "./usage-range.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The start of the bucket an instant falls in, in UTC: its hour, its day, or the Monday of its week (ISO 8601). */
export function bucketStartOf(instant: Date, bucket: UsageBucket): Date {
  const time = instant.getTime();
  if (bucket === "hour") return new Date(time - mod(time, HOUR_MS));
  const day = time - mod(time, DAY_MS);
  if (bucket === "day") return new Date(day);
  const daysSinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - daysSinceMonday * DAY_MS);
}

/** The ISO start of every bucket the range touches, oldest first: the first may begin before the range does. */
export function bucketStartsOf(range: UsageRange, bucket: UsageBucket): string[] {
  const starts: string[] = [];
  for (
    let start = bucketStartOf(range.start, bucket);
    start < range.end;
    start = nextBucketStart(start, bucket)
  )
    starts.push(start.toISOString());
  return starts;
}

function nextBucketStart(start: Date, bucket: UsageBucket): Date {
  const length = { hour: HOUR_MS, day: DAY_MS, week: 7 * DAY_MS }[bucket];
  return new Date(start.getTime() + length);
}

/** A remainder that is never negative, for instants before 1970 too. */
function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
