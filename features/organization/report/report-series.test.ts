import { describe, expect, it } from "vitest";
import type { RequestSeriesPoint } from "../../../core/organization/request-series.ts";
import { daysOfRange, metricSeries } from "./report-series.ts";

const point = (date: string, departmentId: string, requests: number): RequestSeriesPoint => ({
  date,
  departmentId,
  requests,
  spend: requests * 0.5,
  energyCost: requests * 0.075,
  emissions: requests * 2,
});

const research = { id: "dep-research", name: "Research" };
const support = { id: "dep-support", name: "Customer Support" };

describe("the report's charts", () => {
  it("cover every day of the range up to today (UTC), oldest first", () => {
    const today = new Date(Date.UTC(2025, 2, 2, 23, 30));
    expect(daysOfRange(today, 3)).toEqual(["2025-02-28", "2025-03-01", "2025-03-02"]);
    expect(daysOfRange(today, 90)).toHaveLength(90);
    expect(daysOfRange(today, 90).at(-1)).toBe("2025-03-02");
  });

  it("draw each department as a line of each metric, zero on days without requests", () => {
    const dates = ["2025-03-01", "2025-03-02", "2025-03-03"];
    const series = metricSeries(
      [
        point("2025-03-01", research.id, 4),
        point("2025-03-03", research.id, 2),
        point("2025-03-03", support.id, 1),
      ],
      [research, support],
      dates,
    );
    expect(series.requests.rows).toEqual([
      { date: "2025-03-01", values: [4, 0] },
      { date: "2025-03-02", values: [0, 0] },
      { date: "2025-03-03", values: [2, 1] },
    ]);
    expect(series.requests.totals).toEqual([6, 1]);
    expect(series.spend.totals).toEqual([3, 0.5]);
    expect(series.energyCost.totals[0]).toBeCloseTo(0.45);
    expect(series.emissions.rows[2]).toEqual({ date: "2025-03-03", values: [4, 2] });
  });

  it("leave out points of departments not drawn and of days outside the range", () => {
    const series = metricSeries(
      [point("2025-02-01", research.id, 9), point("2025-03-01", "dep-elsewhere", 9)],
      [research],
      ["2025-03-01"],
    );
    expect(series.requests.rows).toEqual([{ date: "2025-03-01", values: [0] }]);
  });
});
