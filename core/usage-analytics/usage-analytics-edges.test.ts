import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import {
  LATENCY_BUCKET_COUNT,
  LATENCY_BUCKET_LOWER_BOUNDS,
  LATENCY_BUCKET_RATIO,
  latencyBucketBounds,
  latencyBucketOf,
  latencyHistogramOf,
  latencyPercentileOf,
} from "./latency-histogram.ts";
import {
  OrganizationUsageBreakdownQueryDto,
  OrganizationUsageSeriesQueryDto,
  UsageBreakdownQueryDto,
  UsageSeriesQueryDto,
} from "./usage-analytics-query.dto.ts";
import { readUsageBreakdown } from "./usage-breakdown.entity.ts";
import { bucketStartOf, bucketStartsOf } from "./usage-buckets.ts";
import { DATE_OUT_OF_YEARS, usageInstantOf, usageRangeRefusal } from "./usage-range.ts";
import { isUtcCalendarDay, usageRangeViewOf } from "./usage-range-view.ts";
import { readUsageSeries } from "./usage-series.entity.ts";
import { FIRST_ERROR_STATUS, isErrorStatus } from "./usage-series.ts";

describe("reading every field of the gateway's usage answers", () => {
  it("keeps each figure of a series' point by its name", () => {
    const point = {
      start: "2025-03-03T00:00:00.000Z",
      requests: 1,
      errors: 2,
      tokensIn: 3,
      tokensOut: 4,
      totalCost: 5,
      energyCost: 6,
      emissionsGrams: 7,
      timeToFirstTokenP50: 8,
      timeToFirstTokenP95: 9,
      durationP50: 10,
      durationP95: 11,
    };
    expect(readUsageSeries({ bucket: "hour", data: [point] })).toEqual({ bucket: "hour", data: [point] });
    expect(readUsageSeries({ bucket: "day", data: [] })).toEqual({ bucket: "day", data: [] });
  });

  it("says what a series lacks", () => {
    expect(() => readUsageSeries({ bucket: "day" })).toThrow(
      "Expected a usage series: a bucket and a list of points",
    );
    expect(() => readUsageSeries({ bucket: "week", data: [null] })).toThrow(
      "Expected each week of the series to say when it starts",
    );
    expect(() => readUsageSeries({ bucket: "hour", data: [{ start: 3 }] })).toThrow(
      "Expected each hour of the series to say when it starts",
    );
  });

  it("keeps each figure of a breakdown's row by its name, and its label when it has one", () => {
    const row = {
      key: "k",
      label: "Research",
      requests: 1,
      errors: 2,
      totalTokens: 3,
      totalCost: 4,
      energyCost: 5,
    };
    expect(readUsageBreakdown({ by: "department", data: [row, null, { key: "j", label: "" }] })).toEqual({
      by: "department",
      data: [
        row,
        { key: "j", label: "j", requests: 0, errors: 0, totalTokens: 0, totalCost: 0, energyCost: 0 },
      ],
    });
  });

  it.each(["model", "apikey", "endpoint", "department", "person"])("reads a breakdown by %s", (by) => {
    expect(readUsageBreakdown({ by, data: [] })).toEqual({ by, data: [] });
  });

  it("says what a breakdown lacks", () => {
    expect(() => readUsageBreakdown({ by: "model", data: {} })).toThrow(
      "Expected a usage breakdown: what it groups by and a list of rows",
    );
    expect(() => readUsageBreakdown(null)).toThrow(TypeError);
  });
});

describe("usage buckets before 1970 and at a range's edges", () => {
  it("start on the hour, at midnight and on Monday for instants before 1970 too", () => {
    expect(bucketStartOf(new Date("1969-12-31T23:30:00Z"), "hour").toISOString()).toBe(
      "1969-12-31T23:00:00.000Z",
    );
    expect(bucketStartOf(new Date("1969-12-31T23:30:00Z"), "day").toISOString()).toBe(
      "1969-12-31T00:00:00.000Z",
    );
    // 1 January 1970 was a Thursday: its week began on Monday 29 December 1969.
    expect(bucketStartOf(new Date("1970-01-01T05:00:00Z"), "week").toISOString()).toBe(
      "1969-12-29T00:00:00.000Z",
    );
  });

  it("list no bucket for an empty range, and none starting at the range's end", () => {
    const at = new Date("2025-03-12T00:00:00Z");
    expect(bucketStartsOf({ start: at, end: at }, "day")).toEqual([]);
    const twoHours = { start: at, end: new Date("2025-03-12T02:00:00Z") };
    expect(bucketStartsOf(twoHours, "hour")).toEqual([
      "2025-03-12T00:00:00.000Z",
      "2025-03-12T01:00:00.000Z",
    ]);
  });
});

describe("latency histograms at their edges", () => {
  it("start bucket 1 at exactly 1 ms, each next bucket RATIO times the one before", () => {
    expect(latencyBucketOf(0.999)).toBe(0);
    expect(latencyBucketOf(1)).toBe(1);
    expect(latencyBucketOf(LATENCY_BUCKET_RATIO)).toBe(2);
    expect(latencyBucketBounds(0)).toEqual({ lower: 0, upper: 1 });
    expect(latencyBucketBounds(-1)).toEqual({ lower: 0, upper: 1 });
    expect(latencyBucketBounds(1)).toEqual({ lower: 1, upper: LATENCY_BUCKET_RATIO });
    expect(LATENCY_BUCKET_LOWER_BOUNDS[0]).toBe(1);
    expect(LATENCY_BUCKET_LOWER_BOUNDS[2]).toBe(LATENCY_BUCKET_RATIO * LATENCY_BUCKET_RATIO);
  });

  it("have 541 buckets, the last opening past ten minutes and taken as one RATIO wide", () => {
    expect(LATENCY_BUCKET_COUNT).toBe(541);
    const lastLower = LATENCY_BUCKET_LOWER_BOUNDS.at(-1) as number;
    expect(lastLower).toBeGreaterThanOrEqual(600_000);
    expect(LATENCY_BUCKET_LOWER_BOUNDS.at(-2) as number).toBeLessThan(600_000);
    expect(latencyBucketBounds(LATENCY_BUCKET_COUNT - 1)).toEqual({
      lower: lastLower,
      upper: lastLower * LATENCY_BUCKET_RATIO,
    });
    const beyond = latencyBucketBounds(LATENCY_BUCKET_COUNT);
    expect(beyond.lower / LATENCY_BUCKET_RATIO ** (LATENCY_BUCKET_COUNT - 1)).toBeCloseTo(1, 9);
    expect(beyond.upper / beyond.lower).toBeCloseTo(LATENCY_BUCKET_RATIO, 9);
  });

  it("count each timing in its bucket", () => {
    const counts = latencyHistogramOf([0.2, 0.7, 1, 5_000_000]);
    expect(counts).toHaveLength(LATENCY_BUCKET_COUNT);
    expect(counts[0]).toBe(2);
    expect(counts[1]).toBe(1);
    expect(counts.at(-1)).toBe(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4);
  });

  it("place a single timing in the middle of its bucket, and several spread evenly across it", () => {
    const one = latencyHistogramOf([0.3]);
    expect(latencyPercentileOf(one, 0.5)).toBe(0.5);
    expect(latencyPercentileOf(one, 0.95)).toBe(0.5);
    const two = latencyHistogramOf([0.1, 0.9]);
    expect(latencyPercentileOf(two, 0)).toBe(0.25);
    expect(latencyPercentileOf(two, 1)).toBe(0.75);
    expect(latencyPercentileOf(two, 0.5)).toBe(0.5);
  });

  it("interpolate between ranks in different buckets", () => {
    const counts = latencyHistogramOf([0.5, 1]);
    const second = (1 + LATENCY_BUCKET_RATIO) / 2;
    expect(latencyPercentileOf(counts, 0.5)).toBeCloseTo((0.5 + second) / 2, 12);
    expect(latencyPercentileOf(counts, 0.25)).toBeCloseTo(0.5 + (second - 0.5) * 0.25, 12);
  });
});

describe("an error status in the usage series", () => {
  it("is 400 and above", () => {
    expect(FIRST_ERROR_STATUS).toBe(400);
    expect([isErrorStatus(399), isErrorStatus(400), isErrorStatus(503)]).toEqual([false, true, true]);
  });
});

describe("a usage range at its edges", () => {
  it("reads a date-time with fractions of a second and no offset as UTC, and one with Z as it is", () => {
    expect(usageInstantOf("2025-03-10T08:30:00.250").toISOString()).toBe("2025-03-10T08:30:00.250Z");
    expect(usageInstantOf("2025-03-10T08:30:00Z").toISOString()).toBe("2025-03-10T08:30:00.000Z");
  });

  it("may start at the first instant of 1970, and must end before the year 10000", () => {
    const start = new Date("1970-01-01T00:00:00.000Z");
    expect(usageRangeRefusal({ start, end: new Date("1970-01-02T00:00:00Z") })).toBeNull();
    const end = new Date(Date.UTC(10_000, 0, 1));
    expect(usageRangeRefusal({ start: new Date("9999-12-31T00:00:00Z"), end })).toBe(DATE_OUT_OF_YEARS);
    expect(usageRangeRefusal({ start: new Date(Number.NaN), end })).toBe(DATE_OUT_OF_YEARS);
  });
});

describe("the range of a Usage view at its edges", () => {
  const TODAY = new Date("2025-03-20T15:30:00.000Z");
  const viewOf = (query: string) => usageRangeViewOf(new URLSearchParams(query), TODAY);

  it("reads days and a bucket given with spaces around them", () => {
    expect(viewOf("from=%202025-03-01%20&to=2025-03-07%20&bucket=%20week")).toEqual({
      fromDay: "2025-03-01",
      toDay: "2025-03-07",
      bucket: "week",
    });
  });

  it("runs from a first day alone up to today, or to that day when it is after today", () => {
    expect(viewOf("from=2025-03-10")).toMatchObject({ fromDay: "2025-03-10", toDay: "2025-03-20" });
    expect(viewOf("from=2025-04-02")).toMatchObject({ fromDay: "2025-04-02", toDay: "2025-04-02" });
  });

  it("never starts before 1970", () => {
    expect(viewOf("to=1970-01-10")).toMatchObject({ fromDay: "1970-01-01", toDay: "1970-01-10" });
  });

  it("takes only calendar days from 1970 on", () => {
    expect(isUtcCalendarDay("1970-01-01")).toBe(true);
    expect(isUtcCalendarDay("1969-12-31")).toBe(false);
    expect(isUtcCalendarDay("2024-02-29")).toBe(true);
    expect(isUtcCalendarDay("2025-02-29")).toBe(false);
    expect(isUtcCalendarDay("2025-13-01")).toBe(false);
    expect(isUtcCalendarDay("2025-03-1")).toBe(false);
    expect(isUtcCalendarDay(" 2025-03-01")).toBe(false);
    expect(isUtcCalendarDay("2025-03-01x")).toBe(false);
  });

  it("keeps hours over exactly 31 days", () => {
    expect(viewOf("from=2025-01-01&to=2025-01-31&bucket=hour").bucket).toBe("hour");
    expect(viewOf("from=2025-01-01&to=2025-02-01&bucket=hour").bucket).toBe("day");
  });
});

describe("the usage analytics query's other filters", () => {
  it("takes the playground as the only apikey, saying how to filter a key", () => {
    expect(validateInput(UsageSeriesQueryDto, { apikey: "playground" }).errMsgs).toEqual([]);
    expect(validateInput(UsageSeriesQueryDto, { apikey: "mk-abc" }).errMsgs).toEqual([
      "apikey filters only playground requests; filter a key by apiKeyId",
    ]);
  });

  it("says which filter is given twice or too long", () => {
    const { errMsgs } = validateInput(OrganizationUsageSeriesQueryDto, {
      model: "m".repeat(201),
      apiKeyId: ["a", "b"],
      departmentId: "d".repeat(101),
      userId: ["u", "v"],
    });
    expect(errMsgs).toEqual(
      expect.arrayContaining([
        "model must be at most 200 characters",
        "apiKeyId must be given once",
        "departmentId must be at most 100 characters",
        "userId must be given once",
      ]),
    );
    expect(
      validateInput(OrganizationUsageSeriesQueryDto, {
        model: "m".repeat(200),
        apiKeyId: "a".repeat(100),
        departmentId: "d".repeat(100),
        userId: "u".repeat(100),
        bucket: "hour",
      }).errMsgs,
    ).toEqual([]);
  });

  it("checks the organization's breakdown's person filter, and takes each grouping offered", () => {
    expect(
      validateInput(OrganizationUsageBreakdownQueryDto, { by: "person", userId: "u".repeat(101) }).errMsgs,
    ).toEqual(["userId must be at most 100 characters"]);
    expect(
      validateInput(OrganizationUsageBreakdownQueryDto, { by: "model", userId: ["u", "v"] }).errMsgs,
    ).toContain("userId must be given once");
    for (const by of ["model", "apikey", "endpoint"])
      expect(validateInput(UsageBreakdownQueryDto, { by }).errMsgs).toEqual([]);
    for (const by of ["department", "person", "model"])
      expect(validateInput(OrganizationUsageBreakdownQueryDto, { by }).errMsgs).toEqual([]);
  });

  it("takes each bucket and endpoint offered", () => {
    for (const bucket of ["hour", "day", "week"])
      expect(validateInput(UsageSeriesQueryDto, { bucket }).errMsgs).toEqual([]);
    for (const endpoint of ["chat", "embeddings", "responses", "messages"])
      expect(validateInput(UsageSeriesQueryDto, { endpoint }).errMsgs).toEqual([]);
  });
});
