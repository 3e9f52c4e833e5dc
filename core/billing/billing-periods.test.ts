import { describe, expect, it } from "vitest";
import { monthsIn, periodEnd, periodIndexOf } from "./billing-periods.ts";

describe("a billing interval", () => {
  it("is twelve months for a year and one for a month", () => {
    expect(monthsIn("year")).toBe(12);
    expect(monthsIn("month")).toBe(1);
    expect(monthsIn("week")).toBe(1);
  });
});

describe("the end of a subscription's period", () => {
  it("falls on the anchor's day, whole months later", () => {
    expect(periodEnd("2026-01-15T10:30:00.000Z", "month", 1)).toBe("2026-02-15T10:30:00.000Z");
    expect(periodEnd("2026-01-15T10:30:00.000Z", "month", 3)).toBe("2026-04-15T10:30:00.000Z");
    expect(periodEnd("2026-11-15T00:00:00.000Z", "month", 2)).toBe("2027-01-15T00:00:00.000Z");
  });

  it("falls on a short month's last day, and back on the anchor's day after it, so periods never drift", () => {
    expect(periodEnd("2026-01-31T00:00:00.000Z", "month", 1)).toBe("2026-02-28T00:00:00.000Z");
    expect(periodEnd("2026-01-31T00:00:00.000Z", "month", 2)).toBe("2026-03-31T00:00:00.000Z");
    expect(periodEnd("2026-01-31T00:00:00.000Z", "month", 3)).toBe("2026-04-30T00:00:00.000Z");
    expect(periodEnd("2028-01-30T00:00:00.000Z", "month", 1)).toBe("2028-02-29T00:00:00.000Z");
  });

  it("is a whole year later for a yearly subscription, the 29th of February becoming the 28th", () => {
    expect(periodEnd("2026-03-10T08:00:00.000Z", "year", 1)).toBe("2027-03-10T08:00:00.000Z");
    expect(periodEnd("2028-02-29T00:00:00.000Z", "year", 1)).toBe("2029-02-28T00:00:00.000Z");
    expect(periodEnd("2028-02-29T00:00:00.000Z", "year", 4)).toBe("2032-02-29T00:00:00.000Z");
  });

  it("is the anchor itself for period 0", () => {
    expect(periodEnd("2026-01-31T00:00:00.000Z", "month", 0)).toBe("2026-01-31T00:00:00.000Z");
  });
});

describe("which period ends on a date", () => {
  it("counts whole months since the anchor, across years", () => {
    expect(periodIndexOf("2026-01-31T00:00:00.000Z", "month", "2026-02-28T00:00:00.000Z")).toBe(1);
    expect(periodIndexOf("2025-11-15T00:00:00.000Z", "month", "2026-02-15T00:00:00.000Z")).toBe(3);
    expect(periodIndexOf("2026-01-15T00:00:00.000Z", "month", "2026-01-15T00:00:00.000Z")).toBe(0);
  });

  it("counts whole years for a yearly subscription", () => {
    expect(periodIndexOf("2026-03-10T00:00:00.000Z", "year", "2028-03-10T00:00:00.000Z")).toBe(2);
    expect(periodIndexOf("2026-12-10T00:00:00.000Z", "year", "2027-12-10T00:00:00.000Z")).toBe(1);
  });

  it("reads back the period of each end it gives", () => {
    for (const index of [1, 2, 5, 13]) {
      const end = periodEnd("2026-01-31T00:00:00.000Z", "month", index);
      expect(periodIndexOf("2026-01-31T00:00:00.000Z", "month", end)).toBe(index);
    }
  });
});
