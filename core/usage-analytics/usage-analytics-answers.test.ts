import { describe, expect, it } from "vitest";
import { readUsageBreakdown } from "./usage-breakdown.entity.ts";
import { readUsageSeries } from "./usage-series.entity.ts";
import { aSeriesPoint } from "./usage-series-point.test-helper.ts";

describe("reading the gateway's usage answers", () => {
  it("keeps a series' named fields, a missing figure as 0 and a missing percentile as null", () => {
    const series = readUsageSeries({
      bucket: "week",
      data: [
        { start: "2025-03-03T00:00:00.000Z", requests: 2, totalCost: "1", durationP50: 900, extra: true },
      ],
    });
    expect(series).toEqual({
      bucket: "week",
      data: [aSeriesPoint("2025-03-03T00:00:00.000Z", { requests: 2, durationP50: 900 })],
    });
  });

  it("refuses what is not a series", () => {
    expect(() => readUsageSeries({ bucket: "month", data: [] })).toThrow(TypeError);
    expect(() => readUsageSeries({ bucket: "day", data: [{ start: "yesterday" }] })).toThrow(TypeError);
    expect(() => readUsageSeries(null)).toThrow(TypeError);
  });

  it("keeps a breakdown's rows with a key, named by their key when they have no label", () => {
    const breakdown = readUsageBreakdown({
      by: "apikey",
      data: [{ key: "mk-de...b8a7f", requests: 3, totalCost: 0.2 }, { label: "no key" }],
    });
    expect(breakdown).toEqual({
      by: "apikey",
      data: [
        {
          key: "mk-de...b8a7f",
          label: "mk-de...b8a7f",
          requests: 3,
          errors: 0,
          totalTokens: 0,
          totalCost: 0.2,
          energyCost: 0,
        },
      ],
    });
  });

  it("refuses what is not a breakdown", () => {
    expect(() => readUsageBreakdown({ by: "vendor", data: [] })).toThrow(TypeError);
  });
});
