import { describe, expect, it } from "vitest";
import { bucketStartOf, bucketStartsOf } from "./usage-buckets.ts";

const startOf = (instant: string, bucket: "hour" | "day" | "week") =>
  bucketStartOf(new Date(instant), bucket).toISOString();

describe("usage buckets", () => {
  it("start on the hour and at midnight, in UTC", () => {
    expect(startOf("2025-03-12T17:45:12.345Z", "hour")).toBe("2025-03-12T17:00:00.000Z");
    expect(startOf("2025-03-12T23:59:59.999+00:00", "day")).toBe("2025-03-12T00:00:00.000Z");
    expect(startOf("2025-03-13T01:00:00+02:00", "day")).toBe("2025-03-12T00:00:00.000Z");
  });

  it("start weeks on Monday, a Monday and a Sunday alike", () => {
    // 10 March 2025 was a Monday, 16 March a Sunday.
    expect(startOf("2025-03-10T00:00:00Z", "week")).toBe("2025-03-10T00:00:00.000Z");
    expect(startOf("2025-03-16T23:59:59Z", "week")).toBe("2025-03-10T00:00:00.000Z");
    expect(startOf("2025-03-17T00:00:00Z", "week")).toBe("2025-03-17T00:00:00.000Z");
    // Across a year's end: Wednesday 1 January 2025 belongs to the week of Monday 30 December.
    expect(startOf("2025-01-01T12:00:00Z", "week")).toBe("2024-12-30T00:00:00.000Z");
  });

  it("list every bucket a range touches, the first one from before the range's start", () => {
    const range = { start: new Date("2025-03-12T10:30:00Z"), end: new Date("2025-03-14T00:00:00Z") };
    expect(bucketStartsOf(range, "day")).toEqual(["2025-03-12T00:00:00.000Z", "2025-03-13T00:00:00.000Z"]);
    expect(bucketStartsOf(range, "hour")).toHaveLength(14 + 24);
    expect(bucketStartsOf(range, "week")).toEqual(["2025-03-10T00:00:00.000Z"]);
    const weeks = { start: new Date("2025-03-01"), end: new Date("2025-03-18") };
    expect(bucketStartsOf(weeks, "week")).toEqual([
      "2025-02-24T00:00:00.000Z",
      "2025-03-03T00:00:00.000Z",
      "2025-03-10T00:00:00.000Z",
      "2025-03-17T00:00:00.000Z",
    ]);
  });
});
