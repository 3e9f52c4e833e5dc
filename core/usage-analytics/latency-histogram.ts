/**
 * Timings (milliseconds) counted in fixed log-spaced buckets, so hours of requests can be merged by adding counts
 * and their percentiles read without sorting the requests. Bucket 0 holds [0, 1) ms; bucket k ≥ 1 holds
 * [RATIO^(k-1), RATIO^k) ms; the last bucket also holds everything slower (over about ten minutes). The database
 * counts with the same bounds (migration 0006's usage_latency_bucket, tested equal to `latencyBucketOf`).
 */
export const LATENCY_BUCKET_RATIO = 1.025;
/** Timings up to this many milliseconds get a bucket of their own width; slower ones share the last bucket. */
export const LATENCY_HISTOGRAM_SPAN_MS = 600_000;
/**
 * The buckets' lower bounds from bucket 1 on: 1, RATIO, RATIO², … RATIO^539 ≈ 602,786 ms (the first power past the
 * span). A timing's bucket is how many of them it reaches, compared exactly, never through a logarithm, so the
 * database (width_bucket over the same numbers, written out in migration 0006) cannot differ at a bound.
 */
export const LATENCY_BUCKET_LOWER_BOUNDS: readonly number[] = lowerBounds();

/** Each bound the last times RATIO: multiplication rounds alike everywhere, where pow may differ by a unit in the last place. */
function lowerBounds(): number[] {
  const bounds = [1];
  while ((bounds.at(-1) as number) < LATENCY_HISTOGRAM_SPAN_MS)
    bounds.push((bounds.at(-1) as number) * LATENCY_BUCKET_RATIO);
  return bounds;
}
/** 541: [0, 1), 539 buckets RATIO wide up to RATIO^539, then the last one, open above. */
export const LATENCY_BUCKET_COUNT = LATENCY_BUCKET_LOWER_BOUNDS.length + 1;
/**
 * How far a percentile read from the buckets may be from the exact one (percentile_cont), relative to it: each
 * rank's value is placed inside its bucket, which is at most RATIO − 1 = 2.5 % wide. Below 1 ms the error is under
 * 1 ms; timings past the span count as the last bucket's.
 */
export const LATENCY_PERCENTILE_RELATIVE_ERROR = LATENCY_BUCKET_RATIO - 1;

/** The bucket a timing falls in: how many lower bounds it reaches (binary search). */
export function latencyBucketOf(milliseconds: number): number {
  let low = 0;
  let high = LATENCY_BUCKET_LOWER_BOUNDS.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((LATENCY_BUCKET_LOWER_BOUNDS[middle] as number) <= milliseconds) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The bucket's bounds in milliseconds, lower included; the last bucket's upper bound is taken as RATIO times its lower. */
export function latencyBucketBounds(bucket: number): { lower: number; upper: number } {
  if (bucket <= 0) return { lower: 0, upper: 1 };
  const lower = LATENCY_BUCKET_LOWER_BOUNDS[bucket - 1] ?? LATENCY_BUCKET_RATIO ** (bucket - 1);
  return { lower, upper: LATENCY_BUCKET_LOWER_BOUNDS[bucket] ?? lower * LATENCY_BUCKET_RATIO };
}

/** Counts per bucket (index = bucket) of the timings given. */
export function latencyHistogramOf(milliseconds: Iterable<number>): number[] {
  const counts = new Array<number>(LATENCY_BUCKET_COUNT).fill(0);
  for (const value of milliseconds) {
    const bucket = latencyBucketOf(value);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

/**
 * The continuous percentile (fraction 0.5 for the median) of the counted timings, as percentile_cont takes it
 * between the two nearest ranks; each rank's value is estimated inside its bucket, the ranks spread evenly across
 * it. Null when nothing was counted.
 */
export function latencyPercentileOf(counts: readonly number[], fraction: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const position = fraction * (total - 1);
  const below = Math.floor(position);
  const lower = rankValue(counts, below);
  const upper = rankValue(counts, Math.ceil(position));
  return lower + (upper - lower) * (position - below);
}

/** The estimated value of the rank-th smallest timing (from 0). */
function rankValue(counts: readonly number[], rank: number): number {
  let before = 0;
  for (const [bucket, count] of counts.entries()) {
    if (rank < before + count) {
      const { lower, upper } = latencyBucketBounds(bucket);
      return lower + ((upper - lower) * (rank - before + 0.5)) / count;
    }
    before += count;
  }
  return latencyBucketBounds(counts.length - 1).upper;
}
