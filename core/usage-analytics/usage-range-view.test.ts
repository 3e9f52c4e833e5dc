import { describe, expect, it } from "vitest";
import {
  allowsHourlyBuckets,
  changedUsageRangeView,
  daysOfUsageRange,
  defaultUsageRangeView,
  usageRangeOfView,
  usageRangeViewOf,
  writeUsageRange,
} from "./usage-range-view.ts";

const TODAY = new Date("2025-03-20T15:30:00.000Z");
const viewOf = (query: string) => usageRangeViewOf(new URLSearchParams(query), TODAY);

describe("the range of a Usage view", () => {
  it("is the last 30 days up to today, by day, when the address names none", () => {
    expect(viewOf("")).toEqual({ fromDay: "2025-02-19", toDay: "2025-03-20", bucket: "day" });
    expect(daysOfUsageRange(defaultUsageRangeView(TODAY))).toBe(30);
  });

  it("reads the days and the bucket the address names", () => {
    expect(viewOf("from=2025-03-01&to=2025-03-07&bucket=hour")).toEqual({
      fromDay: "2025-03-01",
      toDay: "2025-03-07",
      bucket: "hour",
    });
  });

  it("reads a range given backwards the right way round", () => {
    expect(viewOf("from=2025-03-07&to=2025-03-01")).toMatchObject({
      fromDay: "2025-03-01",
      toDay: "2025-03-07",
    });
  });

  it("ignores a day not on the calendar, an unknown bucket and a name given twice", () => {
    expect(viewOf("from=2025-02-30&bucket=month")).toEqual(viewOf(""));
    expect(viewOf("to=2025-03-01&to=2025-03-02")).toEqual(viewOf(""));
  });

  it("counts 30 days back from the last day when only that is named", () => {
    expect(viewOf("to=2025-01-31")).toMatchObject({ fromDay: "2025-01-02", toDay: "2025-01-31" });
  });

  it("keeps the last 400 days of a longer range", () => {
    const view = viewOf("from=2020-01-01&to=2025-03-20");
    expect(view.toDay).toBe("2025-03-20");
    expect(daysOfUsageRange(view)).toBe(400);
  });

  it("shows days instead of hours over more than 31 days", () => {
    expect(viewOf("from=2025-01-01&to=2025-03-01&bucket=hour").bucket).toBe("day");
    expect(allowsHourlyBuckets({ fromDay: "2025-03-01", toDay: "2025-03-31" })).toBe(true);
    expect(allowsHourlyBuckets({ fromDay: "2025-03-01", toDay: "2025-04-01" })).toBe(false);
  });

  it("stays within the limits when changed", () => {
    const hourly = { fromDay: "2025-03-01", toDay: "2025-03-07", bucket: "hour" } as const;
    expect(changedUsageRangeView(hourly, { fromDay: "2024-12-01" }).bucket).toBe("day");
  });

  it("asks the gateway from the first midnight (UTC) up to the midnight after the last day", () => {
    const range = usageRangeOfView({ fromDay: "2025-03-01", toDay: "2025-03-07", bucket: "day" });
    expect(range.start.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(range.end.toISOString()).toBe("2025-03-08T00:00:00.000Z");
  });

  it("is written to the address as from, to and bucket", () => {
    const params = new URLSearchParams("department=d1");
    writeUsageRange(params, { fromDay: "2025-03-01", toDay: "2025-03-07", bucket: "week" });
    expect(params.toString()).toBe("department=d1&from=2025-03-01&to=2025-03-07&bucket=week");
  });
});
