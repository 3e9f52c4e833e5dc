import { describe, expect, it } from "vitest";
import {
  type EvidencePeriod,
  evidencePeriodOf,
  monthOf,
  recentMonths,
  withinPeriod,
} from "./evidence-period.ts";

describe("an evidence period", () => {
  it("covers a whole calendar month in UTC, the next month's first instant excluded", () => {
    const period = evidencePeriodOf("2026-12") as EvidencePeriod;
    expect(period).toEqual({
      month: "2026-12",
      from: "2026-12-01T00:00:00.000Z",
      to: "2027-01-01T00:00:00.000Z",
    });
    expect(withinPeriod(period, "2026-12-31T23:59:59.999Z")).toBe(true);
    expect(withinPeriod(period, "2027-01-01T00:00:00.000Z")).toBe(false);
    expect(withinPeriod(period, "2026-11-30T23:59:59.999Z")).toBe(false);
  });

  it.each(["2026-13", "2026-00", "2026-3", "March", "", null, 202603, "2026-03-01"])(
    "is not read from %j",
    (text) => {
      expect(evidencePeriodOf(text)).toBeNull();
    },
  );

  it("defaults to the month an instant falls in, in UTC", () => {
    expect(monthOf(new Date("2026-03-31T23:30:00-02:00"))).toBe("2026-04");
  });
});

describe("the months a download offers", () => {
  it("are this month and the ones before it, newest first, across a new year", () => {
    expect(recentMonths(new Date("2026-02-15T12:00:00Z"), 4)).toEqual([
      "2026-02",
      "2026-01",
      "2025-12",
      "2025-11",
    ]);
  });
});
