import { describe, expect, it } from "vitest";
import {
  DATE_OUT_OF_YEARS,
  END_NOT_AFTER_START,
  HOURLY_RANGE_TOO_LONG,
  RANGE_TOO_LONG,
  usageInstantOf,
  usageRangeOf,
  usageRangeRefusal,
} from "./usage-range.ts";

const DAY = 86_400_000;
const range = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe("a usage range", () => {
  it("reads a date alone, and a date-time without an offset, as UTC", () => {
    expect(usageInstantOf("2025-03-10").toISOString()).toBe("2025-03-10T00:00:00.000Z");
    expect(usageInstantOf("2025-03-10T08:30:00").toISOString()).toBe("2025-03-10T08:30:00.000Z");
    expect(usageInstantOf("2025-03-10T08:30:00+02:00").toISOString()).toBe("2025-03-10T06:30:00.000Z");
  });

  it("is the last 30 days up to now when the query names neither end, and 30 days before a given end", () => {
    const now = Date.parse("2025-03-31T12:00:00.000Z");
    expect(usageRangeOf({}, now)).toEqual(range("2025-03-01T12:00:00.000Z", "2025-03-31T12:00:00.000Z"));
    expect(usageRangeOf({ endDate: "2025-02-01" }, now).start.toISOString()).toBe("2025-01-02T00:00:00.000Z");
    expect(usageRangeOf({ startDate: "2025-03-30" }, now).end.getTime()).toBe(now);
  });

  it("must end after it starts", () => {
    expect(usageRangeRefusal(range("2025-03-02", "2025-03-02"))).toBe(END_NOT_AFTER_START);
    expect(usageRangeRefusal(range("2025-03-02", "2025-03-01"), "day")).toBe(END_NOT_AFTER_START);
  });

  it("spans at most 400 days, and at most 31 in hour buckets", () => {
    const start = Date.parse("2024-01-01T00:00:00.000Z");
    const days = (count: number) => ({ start: new Date(start), end: new Date(start + count * DAY) });
    expect(usageRangeRefusal(days(400), "week")).toBeNull();
    expect(usageRangeRefusal(days(400.5), "day")).toBe(RANGE_TOO_LONG);
    expect(usageRangeRefusal(days(401))).toBe(RANGE_TOO_LONG);
    expect(usageRangeRefusal(days(31), "hour")).toBeNull();
    expect(usageRangeRefusal(days(32), "hour")).toBe(HOURLY_RANGE_TOO_LONG);
    expect(usageRangeRefusal(days(32), "day")).toBeNull();
  });

  it("stays in the years 1970 to 9999, which the database and the dates' ISO form both hold", () => {
    expect(usageRangeRefusal(range("1969-12-01", "1970-01-02"))).toBe(DATE_OUT_OF_YEARS);
    expect(usageRangeRefusal(range("9999-12-01", "9999-12-31T23:00:00Z"))).toBeNull();
  });
});
