import { type AnyColumn, and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { LATENCY_BUCKET_COUNT } from "../../core/usage-analytics/latency-histogram.ts";
import type { UsageBucket } from "../../core/usage-analytics/usage-analytics-json.ts";
import type { UsageRange } from "../../core/usage-analytics/usage-range.ts";
import { latencyPercentilesOf, type UsageSeriesSums } from "../../core/usage-analytics/usage-series.ts";
import type { Database } from "../database/database.ts";
import { chatHistoryHourly, type RollupGrain } from "./chat-history-hourly.schema.ts";
import { isWholeHour, seriesGrainOf } from "./hourly-rollups.ts";
import { bucketStartSql } from "./usage-bucket-start.sql.ts";
import type { UsageFilters, UsageScope } from "./usage-scope.ts";

const hourly = chatHistoryHourly;

/** Whether the rollups hold the series: whole hours, narrowed by no more than a department or a person. */
export function rollupsAnswer(range: UsageRange, filters: UsageFilters): boolean {
  const narrowed = Boolean(filters.model || filters.apikey || filters.apiKeyId || filters.endpoint);
  return !narrowed && isWholeHour(range.start) && isWholeHour(range.end);
}

/** One bucket's count of timings in one latency bucket. */
export interface LatencyCount {
  readonly start: string;
  readonly bucket: number;
  readonly count: number;
}

/** The series' buckets' latency histograms from their counts, and each bucket's percentiles (core's rule). */
export function latencyHistograms(
  timeToFirstToken: readonly LatencyCount[],
  duration: readonly LatencyCount[],
) {
  const histogramsOf = (counts: readonly LatencyCount[]) => {
    const byStart = new Map<string, number[]>();
    for (const { start, bucket, count } of counts) {
      const histogram = byStart.get(start) ?? new Array<number>(LATENCY_BUCKET_COUNT).fill(0);
      histogram[bucket] = (histogram[bucket] ?? 0) + count;
      byStart.set(start, histogram);
    }
    return byStart;
  };
  const ttft = histogramsOf(timeToFirstToken);
  const durations = histogramsOf(duration);
  return {
    percentilesOf: (start: string) => latencyPercentilesOf(ttft.get(start) ?? [], durations.get(start) ?? []),
  };
}

/**
 * The series summed from the rollups of one grain (by default its days when they fit, seriesGrainOf), the
 * histograms merged by adding their counts.
 */
export async function rolledUpSeriesSums(
  db: Database,
  scope: UsageScope,
  range: UsageRange,
  filters: UsageFilters,
  bucket: UsageBucket,
  grain: RollupGrain = seriesGrainOf(range, bucket),
): Promise<UsageSeriesSums[]> {
  const start = bucketStartSql(bucket, hourly.hour);
  const where = rollupConditions(scope, range, filters, grain);
  const sumOf = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const sums = await db
    .select({
      start,
      requests: sumOf(hourly.requests),
      errors: sumOf(hourly.errors),
      tokensIn: sumOf(hourly.tokensIn),
      tokensOut: sumOf(hourly.tokensOut),
      totalCost: sumOf(hourly.totalCost),
      emissionsGrams: sumOf(hourly.emissionsGrams),
    })
    .from(hourly)
    .where(where)
    .groupBy(start);
  // Each rollup's bucket start is worked out once, before its counts are unnested; empty buckets are skipped.
  const merged = (await db.execute(sql`
    select hours.start, counted.slot - 1 as bucket,
           sum(counted.ttft)::int as ttft, sum(counted.duration)::int as duration
    from (select ${start} as start, ${hourly.ttftBuckets} as ttft_buckets, ${hourly.durationBuckets} as duration_buckets
          from ${hourly} where ${where}) as hours,
         unnest(hours.ttft_buckets, hours.duration_buckets) with ordinality as counted(ttft, duration, slot)
    where counted.ttft <> 0 or counted.duration <> 0
    group by 1, 2`)) as unknown as {
    rows: { start: string; bucket: number | string; ttft: number; duration: number }[];
  };
  const counts = merged.rows.map((row) => ({ ...row, bucket: Number(row.bucket) }));
  const histograms = latencyHistograms(
    counts.map(({ start, bucket, ttft }) => ({ start, bucket, count: ttft })),
    counts.map(({ start, bucket, duration }) => ({ start, bucket, count: duration })),
  );
  return sums.map((sum) => ({ ...sum, ...histograms.percentilesOf(sum.start) }));
}

/** The rollup rows of the grain, the scope, the range and the filters (a department, a person). */
function rollupConditions(
  scope: UsageScope,
  range: UsageRange,
  filters: UsageFilters,
  grain: RollupGrain,
): SQL | undefined {
  const inScope =
    "userId" in scope
      ? [eq(hourly.userId, scope.userId)]
      : scope.departmentIds.length === 0
        ? [sql`false`]
        : [
            eq(hourly.organizationId, scope.organizationId),
            inArray(hourly.departmentId, [...scope.departmentIds]),
          ];
  return and(
    ...inScope,
    eq(hourly.grain, grain),
    gte(hourly.hour, range.start.toISOString()),
    lt(hourly.hour, range.end.toISOString()),
    filters.departmentId ? eq(hourly.departmentId, filters.departmentId) : undefined,
    filters.userId ? eq(hourly.userId, filters.userId) : undefined,
  );
}
