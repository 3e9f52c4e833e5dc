import { describe, expect, it } from "vitest";
import { requestEmissionsGrams } from "../organization/request-emissions.ts";
import { LATENCY_PERCENTILE_RELATIVE_ERROR } from "./latency-histogram.ts";
import { type UsageRecord, usageSeriesOf, usageSeriesSumsOf } from "./usage-series.ts";
import { aSeriesPoint } from "./usage-series-point.test-helper.ts";

const request = (createdAt: string, changes: Partial<UsageRecord> = {}): UsageRecord => ({
  createdAt,
  statusCode: 200,
  tokensIn: 400,
  tokensOut: 600,
  totalTokens: 1000,
  totalCost: 0.0044,
  timeToFirstToken: 200,
  generationDuration: 900,
  energyWhPerThousandTokens: 0.6,
  renewablePercentage: 50,
  ...changes,
});

const MARCH_10_TO_13 = { start: new Date("2025-03-10"), end: new Date("2025-03-13") };

describe("a usage series", () => {
  it("adds up each day's requests, tokens, cost, energy cost and emissions", () => {
    const records = [
      request("2025-03-10T09:00:00Z"),
      request("2025-03-10T17:00:00Z", { renewablePercentage: null }),
      request("2025-03-12T08:00:00Z"),
    ];
    const series = usageSeriesOf("day", MARCH_10_TO_13, usageSeriesSumsOf(records, "day"));
    const [first] = series.data;
    expect(first).toMatchObject({
      start: "2025-03-10T00:00:00.000Z",
      requests: 2,
      errors: 0,
      tokensIn: 800,
      tokensOut: 1200,
      totalCost: 0.0088,
      energyCost: 0.00132,
    });
    const grams = requestEmissionsGrams({ ...request(""), totalTokens: 1000 }) * 3;
    // Half renewable, then none known (all counted non-renewable): 0.3 + 0.6 Wh at 650 g per kWh.
    expect(first?.emissionsGrams).toBeCloseTo(grams, 4);
  });

  it("includes the days without requests, as zeros with no percentiles", () => {
    const series = usageSeriesOf(
      "day",
      MARCH_10_TO_13,
      usageSeriesSumsOf([request("2025-03-12T08:00:00Z")], "day"),
    );
    expect(series.data.map((point) => point.requests)).toEqual([0, 0, 1]);
    expect(series.data[0]).toEqual(aSeriesPoint("2025-03-10T00:00:00.000Z"));
  });

  it("counts errors and takes the percentiles over the successful requests that have the figure", () => {
    const records = [
      request("2025-03-10T01:00:00Z", { timeToFirstToken: 100, generationDuration: 1000 }),
      request("2025-03-10T02:00:00Z", { timeToFirstToken: 300, generationDuration: 3000 }),
      request("2025-03-10T03:00:00Z", { timeToFirstToken: null, generationDuration: 2000 }),
      request("2025-03-10T04:00:00Z", { statusCode: 502, timeToFirstToken: 5, generationDuration: 5 }),
    ];
    const [point] = usageSeriesOf("week", MARCH_10_TO_13, usageSeriesSumsOf(records, "week")).data;
    expect(point).toMatchObject({ start: "2025-03-10T00:00:00.000Z", requests: 4, errors: 1 });
    // percentile_cont's values, to the latency histograms' precision.
    const exact = {
      timeToFirstTokenP50: 200,
      timeToFirstTokenP95: 290,
      durationP50: 2000,
      durationP95: 2900,
    };
    for (const [field, value] of Object.entries(exact)) {
      const got = point?.[field as keyof typeof exact] as number;
      expect(Math.abs(got - value), field).toBeLessThanOrEqual(value * LATENCY_PERCENTILE_RELATIVE_ERROR);
    }
  });

  it("rounds costs to 7 decimals, grams to 4 and milliseconds to 1", () => {
    const series = usageSeriesOf(
      "hour",
      { start: new Date("2025-03-10"), end: new Date("2025-03-10T01:00Z") },
      [
        {
          start: "2025-03-10T00:00:00Z",
          requests: 1,
          errors: 0,
          tokensIn: 1,
          tokensOut: 1,
          totalCost: 0.123456789,
          emissionsGrams: 1.234567,
          timeToFirstTokenP50: 210.04,
          timeToFirstTokenP95: 210.06,
          durationP50: null,
          durationP95: null,
        },
      ],
    );
    expect(series).toEqual({
      bucket: "hour",
      data: [
        expect.objectContaining({
          start: "2025-03-10T00:00:00.000Z",
          totalCost: 0.1234568,
          energyCost: 0.0185185,
          emissionsGrams: 1.2346,
          timeToFirstTokenP50: 210,
          timeToFirstTokenP95: 210.1,
        }),
      ],
    });
  });
});
