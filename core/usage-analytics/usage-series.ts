import { roundTo } from "../number/round-to.ts";
import { requestEmissionsGrams } from "../organization/request-emissions.ts";
import { energyCostOf, LOG_COST_DECIMALS } from "../usage-logs/usage-log-rules.ts";
import { latencyHistogramOf, latencyPercentileOf } from "./latency-histogram.ts";
import type { UsageBucket, UsageSeriesJson, UsageSeriesPointJson } from "./usage-analytics-json.ts";
import { bucketStartOf, bucketStartsOf } from "./usage-buckets.ts";
import type { UsageRange } from "./usage-range.ts";

const GRAM_DECIMALS = 4;
const MILLISECOND_DECIMALS = 1;

/** What one bucket's requests add up to, as the database sums them (or usageSeriesSumsOf does). */
export interface UsageSeriesSums {
  /** The bucket's start, an ISO date-time (UTC). */
  readonly start: string;
  readonly requests: number;
  /** Requests answered with a status of 400 or more. */
  readonly errors: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly totalCost: number;
  readonly emissionsGrams: number;
  /**
   * Percentiles over the successful requests (status below 400) that have the figure, read from their latency
   * histogram (latency-histogram.ts: within 2.5 % of the exact percentile_cont); null when none has.
   */
  readonly timeToFirstTokenP50: number | null;
  readonly timeToFirstTokenP95: number | null;
  readonly durationP50: number | null;
  readonly durationP95: number | null;
}

/** One logged request, with what its emissions are estimated from. */
export interface UsageRecord {
  readonly createdAt: string;
  readonly statusCode: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly totalTokens: number;
  readonly totalCost: number;
  readonly timeToFirstToken: number | null;
  readonly generationDuration: number | null;
  /** The serving model's energy per 1,000 tokens; 0 when no model served it. */
  readonly energyWhPerThousandTokens: number;
  readonly renewablePercentage: number | null;
}

/** The least status a request counted as an error was answered with, as the logs' status filter says. */
export const FIRST_ERROR_STATUS = 400;

export function isErrorStatus(statusCode: number): boolean {
  return statusCode >= FIRST_ERROR_STATUS;
}

/**
 * Every bucket of the range, oldest first, with its sums (an empty bucket is all zeros and null percentiles), the
 * energy's share of the cost (SPEC §9), costs to 7 decimals, grams to 4 and milliseconds to 1.
 */
export function usageSeriesOf(
  bucket: UsageBucket,
  range: UsageRange,
  sums: Iterable<UsageSeriesSums>,
): UsageSeriesJson {
  const byStart = new Map([...sums].map((sum) => [new Date(sum.start).toISOString(), sum]));
  const data = bucketStartsOf(range, bucket).map((start) => pointOf(byStart.get(start) ?? emptySums(start)));
  return { bucket, data };
}

/**
 * The rule the database's sums follow, over requests in memory: grouped by bucket (UTC, weeks from Monday),
 * emissions by request-emissions.ts, percentiles from the latency histograms of the successful requests.
 */
export function usageSeriesSumsOf(records: Iterable<UsageRecord>, bucket: UsageBucket): UsageSeriesSums[] {
  const groups = new Map<string, UsageRecord[]>();
  for (const record of records) {
    const start = bucketStartOf(new Date(record.createdAt), bucket).toISOString();
    groups.set(start, [...(groups.get(start) ?? []), record]);
  }
  return [...groups].map(([start, group]) => {
    const succeeded = group.filter((record) => !isErrorStatus(record.statusCode));
    const times = (read: (record: UsageRecord) => number | null) =>
      succeeded.map(read).filter((value): value is number => value !== null);
    const timeToFirstToken = latencyHistogramOf(times((record) => record.timeToFirstToken));
    const duration = latencyHistogramOf(times((record) => record.generationDuration));
    return {
      start,
      requests: group.length,
      errors: group.length - succeeded.length,
      tokensIn: sumOf(group, (record) => record.tokensIn),
      tokensOut: sumOf(group, (record) => record.tokensOut),
      totalCost: sumOf(group, (record) => record.totalCost),
      emissionsGrams: sumOf(group, requestEmissionsGrams),
      ...latencyPercentilesOf(timeToFirstToken, duration),
    };
  });
}

/** A bucket's p50 and p95 of each timing, from the counts of its successful requests' latency histograms. */
export function latencyPercentilesOf(
  timeToFirstToken: readonly number[],
  duration: readonly number[],
): Pick<UsageSeriesSums, "timeToFirstTokenP50" | "timeToFirstTokenP95" | "durationP50" | "durationP95"> {
  return {
    timeToFirstTokenP50: latencyPercentileOf(timeToFirstToken, 0.5),
    timeToFirstTokenP95: latencyPercentileOf(timeToFirstToken, 0.95),
    durationP50: latencyPercentileOf(duration, 0.5),
    durationP95: latencyPercentileOf(duration, 0.95),
  };
}

function pointOf(sums: UsageSeriesSums): UsageSeriesPointJson {
  const milliseconds = (value: number | null) =>
    value === null ? null : roundTo(value, MILLISECOND_DECIMALS);
  return {
    start: new Date(sums.start).toISOString(),
    requests: sums.requests,
    errors: sums.errors,
    tokensIn: sums.tokensIn,
    tokensOut: sums.tokensOut,
    totalCost: roundTo(sums.totalCost, LOG_COST_DECIMALS),
    energyCost: roundTo(energyCostOf(sums.totalCost), LOG_COST_DECIMALS),
    emissionsGrams: roundTo(sums.emissionsGrams, GRAM_DECIMALS),
    timeToFirstTokenP50: milliseconds(sums.timeToFirstTokenP50),
    timeToFirstTokenP95: milliseconds(sums.timeToFirstTokenP95),
    durationP50: milliseconds(sums.durationP50),
    durationP95: milliseconds(sums.durationP95),
  };
}

function emptySums(start: string): UsageSeriesSums {
  return {
    start,
    requests: 0,
    errors: 0,
    tokensIn: 0,
    tokensOut: 0,
    totalCost: 0,
    emissionsGrams: 0,
    timeToFirstTokenP50: null,
    timeToFirstTokenP95: null,
    durationP50: null,
    durationP95: null,
  };
}

function sumOf<T>(items: readonly T[], read: (item: T) => number): number {
  return items.reduce((sum, item) => sum + read(item), 0);
}
