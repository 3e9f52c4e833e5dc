import { describe, expect, it } from "vitest";
import { readUsageBreakdown } from "./usage-breakdown.entity.ts";
import { readUsageSeries } from "./usage-series.entity.ts";

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
      data: [
        {
          start: "2025-03-03T00:00:00.000Z",
          requests: 2,
          errors: 0,
          tokensIn: 0,
          tokensOut: 0,
          totalCost: 0,
          energyCost: 0,
          emissionsGrams: 0,
          timeToFirstTokenP50: null,
          timeToFirstTokenP95: null,
          durationP50: 900,
          durationP95: null,
        },
      ],
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
