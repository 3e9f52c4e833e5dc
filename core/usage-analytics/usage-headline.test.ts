import { describe, expect, it } from "vitest";
import type { UsageSeriesPointJson } from "./usage-analytics-json.ts";
import { usageHeadlineOf } from "./usage-headline.ts";
import { aSeriesPoint } from "./usage-series-point.test-helper.ts";

/** A bucket of 1 March 2025 with these figures. */
const aPoint = (overrides: Partial<UsageSeriesPointJson> = {}) =>
  aSeriesPoint("2025-03-01T00:00:00.000Z", overrides);

describe("the headline figures of a series", () => {
  it("add up the buckets and give the share of requests that failed", () => {
    const headline = usageHeadlineOf({
      bucket: "day",
      data: [
        aPoint({ requests: 3, errors: 1, tokensIn: 30, tokensOut: 10, totalCost: 0.3, energyCost: 0.045 }),
        aPoint({ requests: 1, tokensIn: 5, totalCost: 0.1, energyCost: 0.015, emissionsGrams: 2 }),
      ],
    });
    expect(headline).toMatchObject({ requests: 4, errors: 1, errorRate: 0.25, tokensIn: 35, tokensOut: 10 });
    expect(headline.totalCost).toBeCloseTo(0.4);
    expect(headline.energyCost).toBeCloseTo(0.06);
    expect(headline.emissionsGrams).toBe(2);
  });

  it("weighs each bucket's percentiles by its requests, skipping buckets that measured nothing", () => {
    const headline = usageHeadlineOf({
      bucket: "day",
      data: [
        aPoint({ requests: 3, timeToFirstTokenP50: 100, timeToFirstTokenP95: 200, durationP50: 1000 }),
        aPoint({ requests: 1, timeToFirstTokenP50: 500, timeToFirstTokenP95: 600 }),
        aPoint(),
      ],
    });
    expect(headline.timeToFirstToken).toEqual({ p50: 200, p95: 300 });
    expect(headline.duration).toEqual({ p50: 1000, p95: null });
  });

  it("has no error rate and no percentiles without requests", () => {
    const headline = usageHeadlineOf({ bucket: "day", data: [aPoint()] });
    expect(headline.errorRate).toBeNull();
    expect(headline.timeToFirstToken).toEqual({ p50: null, p95: null });
  });

  it("weighs a bucket that sent a percentile with no requests as one request", () => {
    const headline = usageHeadlineOf({
      bucket: "day",
      data: [aPoint({ requests: 0, durationP50: 100 }), aPoint({ requests: 1, durationP50: 300 })],
    });
    expect(headline.duration.p50).toBe(200);
    expect(headline.errorRate).toBe(0);
  });
});
