import { describe, expect, it } from "vitest";
import {
  LATENCY_BUCKET_COUNT,
  LATENCY_PERCENTILE_RELATIVE_ERROR,
  latencyBucketBounds,
  latencyBucketOf,
  latencyHistogramOf,
  latencyPercentileOf,
} from "./latency-histogram.ts";
import { percentileCont } from "./percentile.ts";

/** Timings as requests take them: a few fast, most around a second, a long tail to minutes (deterministic). */
function timings(count: number, seed: number): number[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => {
    const spread = next();
    return spread < 0.05
      ? 1 + next() * 20
      : spread < 0.9
        ? 200 + next() * 2_000
        : 2_000 + next() ** 3 * 300_000;
  });
}

describe("latency histograms", () => {
  it("put a timing in the bucket whose bounds hold it, the last bucket open above", () => {
    for (const value of [0, 0.5, 1, 1.025, 37, 999.9, 1_000, 65_432.1, 600_000]) {
      const { lower, upper } = latencyBucketBounds(latencyBucketOf(value));
      expect(value, String(value)).toBeGreaterThanOrEqual(lower);
      expect(value, String(value)).toBeLessThan(upper);
    }
    expect(latencyBucketOf(-4)).toBe(0);
    expect(latencyBucketOf(3_600_000)).toBe(LATENCY_BUCKET_COUNT - 1);
    for (let bucket = 1; bucket < LATENCY_BUCKET_COUNT - 1; bucket++) {
      const { lower, upper } = latencyBucketBounds(bucket);
      expect(upper / lower).toBeLessThanOrEqual(1 + LATENCY_PERCENTILE_RELATIVE_ERROR + 1e-12);
    }
  });

  it("read p50 and p95 within 2.5 % of percentile_cont's, merged from parts as from the whole", () => {
    for (const [count, seed] of [
      [10, 1],
      [101, 2],
      [1_000, 3],
      [20_000, 4],
    ] as const) {
      const values = timings(count, seed);
      const half = Math.floor(count / 2);
      const merged = latencyHistogramOf(values.slice(0, half)).map(
        (counted, bucket) => counted + (latencyHistogramOf(values.slice(half))[bucket] ?? 0),
      );
      expect(merged).toEqual(latencyHistogramOf(values));
      for (const fraction of [0.5, 0.95, 0.99, 0]) {
        const exact = percentileCont(values, fraction) as number;
        const read = latencyPercentileOf(merged, fraction) as number;
        expect(Math.abs(read - exact), `${count} at ${fraction}`).toBeLessThanOrEqual(
          exact * LATENCY_PERCENTILE_RELATIVE_ERROR,
        );
      }
    }
  });

  it("state the bound they are read within as 2.5 %, the width of a bucket", () => {
    expect(LATENCY_PERCENTILE_RELATIVE_ERROR).toBeCloseTo(0.025, 12);
  });

  it("knows no percentile of nothing", () => {
    expect(latencyPercentileOf(latencyHistogramOf([]), 0.5)).toBeNull();
    expect(latencyPercentileOf([], 0.95)).toBeNull();
  });
});
