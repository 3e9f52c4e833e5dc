import { describe, expect, it } from "vitest";
import { usageHeadlineOf } from "../../core/usage-analytics/usage-headline.ts";
import { aSeriesPoint } from "../../core/usage-analytics/usage-series-point.test-helper.ts";
import { type UsageFigures, usageNoticeOf } from "./usage-analytics.view-model.ts";

function figures(status: UsageFigures["status"], requests: number | null): UsageFigures {
  if (requests === null) return { status, series: null, headline: null };
  const series = { bucket: "day" as const, data: [aSeriesPoint("2025-03-01T00:00:00.000Z", { requests })] };
  return { status, series, headline: usageHeadlineOf(series) };
}

describe("what a Usage view says in place of its figures", () => {
  it("says it is loading until figures arrive, and shows the previous ones while the next load", () => {
    expect(usageNoticeOf(figures("loading", null))).toBe("loading");
    expect(usageNoticeOf(figures("loading", 3))).toBeNull();
  });

  it("says a range is empty only once it has loaded", () => {
    expect(usageNoticeOf(figures("ready", 0))).toBe("empty");
    expect(usageNoticeOf(figures("loading", 0))).toBe("loading");
  });

  it("says it failed", () => {
    expect(usageNoticeOf(figures("failed", null))).toBe("failed");
  });
});
