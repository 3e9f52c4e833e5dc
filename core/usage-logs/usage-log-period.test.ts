import { describe, expect, it } from "vitest";
import { isCalendarDay, momentsOfDays } from "./usage-log-period.ts";

describe("a period of days picked for the logs", () => {
  it("starts at the first day's local midnight and ends at the midnight after the last day", () => {
    expect(momentsOfDays({ fromDay: "2025-03-01", toDay: "2025-03-14" })).toEqual({
      from: new Date(2025, 2, 1),
      to: new Date(2025, 2, 15),
    });
  });

  it("can be open at either end", () => {
    expect(momentsOfDays({ fromDay: "2025-03-01" })).toEqual({ from: new Date(2025, 2, 1) });
    expect(momentsOfDays({ toDay: "2025-12-31" })).toEqual({ to: new Date(2026, 0, 1) });
    expect(momentsOfDays({})).toEqual({});
  });

  it("leaves out a day that is not on the calendar", () => {
    expect(momentsOfDays({ fromDay: "2025-02-30", toDay: "yesterday" })).toEqual({});
  });
});

describe("a calendar day", () => {
  it.each(["2025-03-14", "2024-02-29", "1999-12-31"])("%s is one", (text) => {
    expect(isCalendarDay(text)).toBe(true);
  });

  it.each(["2025-02-29", "2025-13-01", "2025-3-14", "14/03/2025", "2025-03-14T00:00", ""])(
    "%j is not",
    (text) => {
      expect(isCalendarDay(text)).toBe(false);
    },
  );
});

describe("a calendar day of the first century", () => {
  it("is read in its own year, not taken for one of the 1900s", () => {
    expect(isCalendarDay("0050-06-15")).toBe(true);
    const midnight = new Date(2000, 5, 15);
    midnight.setFullYear(50);
    expect(momentsOfDays({ fromDay: "0050-06-15" })).toEqual({ from: midnight });
  });
});
