import { describe, expect, it } from "vitest";
import { budgetAlertPeriod, crossedThresholds, dueBudgetAlerts } from "./crossed-thresholds.ts";

const at = (iso: string) => Date.parse(iso);
const nothingFired = { thresholds: [], forecastWarned: false };

describe("the thresholds a department's spending crosses", () => {
  it("are those its spend has reached, lowest first", () => {
    expect(crossedThresholds([100, 50, 80], 410, 500, [])).toEqual([50, 80]);
  });

  it("count a threshold reached at exactly its amount", () => {
    expect(crossedThresholds([80], 400, 500, [])).toEqual([80]);
    expect(crossedThresholds([80], 399.99, 500, [])).toEqual([]);
  });

  it("are not reached by no spend, however small the budget", () => {
    expect(crossedThresholds([80], 0, 0.000_01, [])).toEqual([]);
    expect(crossedThresholds([80], 0.000_008, 0.000_01, [])).toEqual([80]);
  });

  it("leave out those that already fired this period", () => {
    expect(crossedThresholds([50, 80, 100], 410, 500, [50])).toEqual([80]);
  });

  it("are none without a budget", () => {
    expect(crossedThresholds([50], 10, null, [])).toEqual([]);
    expect(crossedThresholds([50], 10, 0, [])).toEqual([]);
  });
});

describe("a budget alert's period", () => {
  it("is the UTC month", () => {
    expect(budgetAlertPeriod(at("2026-03-31T23:59:59Z"))).toBe("2026-03");
    expect(budgetAlertPeriod(at("2026-04-01T00:00:00Z"))).toBe("2026-04");
  });
});

describe("the alerts a department's spending calls for", () => {
  const settings = { thresholds: [50, 80, 100], forecastWarning: true };

  it("warn once when the month-end forecast passes the budget", () => {
    // $30 by the 11th of a 30-day month: $90 at month's end against $50.
    const due = dueBudgetAlerts(
      { ...settings, thresholds: [] },
      30,
      50,
      at("2026-11-11T00:00:00Z"),
      nothingFired,
    );
    expect(due).toEqual([{ kind: "budget-forecast", threshold: 100, forecast: 90 }]);
    expect(
      dueBudgetAlerts(settings, 30, 50, at("2026-11-11T00:00:00Z"), {
        thresholds: [50],
        forecastWarned: true,
      }),
    ).toEqual([]);
  });

  it("do not forecast when the warning is off or the budget is already spent", () => {
    const now = at("2026-11-11T00:00:00Z");
    expect(dueBudgetAlerts({ thresholds: [], forecastWarning: false }, 30, 50, now, nothingFired)).toEqual(
      [],
    );
    expect(dueBudgetAlerts(settings, 60, 50, now, { thresholds: [50, 80], forecastWarned: false })).toEqual([
      { kind: "budget-threshold", threshold: 100 },
    ]);
  });

  it("fire the 80 % threshold alone when 50 % fired before", () => {
    const due = dueBudgetAlerts(settings, 400, 500, at("2026-11-29T00:00:00Z"), {
      thresholds: [50],
      forecastWarned: true,
    });
    expect(due).toEqual([{ kind: "budget-threshold", threshold: 80 }]);
  });
});

describe("the thresholds crossed, at their edges", () => {
  it("come lowest first whatever order the settings list them in", () => {
    expect(crossedThresholds([100, 50, 80], 500, 500, [])).toEqual([50, 80, 100]);
    expect(crossedThresholds([150, 100, 120], 1000, 500, [100])).toEqual([120, 150]);
  });

  it("name a threshold listed twice once", () => {
    expect(crossedThresholds([80, 80], 450, 500, [])).toEqual([80]);
  });

  it("are reached at exactly their amount on a large budget too", () => {
    expect(crossedThresholds([100], 1_000_000, 1_000_000, [])).toEqual([100]);
    expect(crossedThresholds([100], 999_999.99, 1_000_000, [])).toEqual([]);
  });

  it("are reached when the amounts differ only by floating-point noise", () => {
    // 90 % of $9.99 is $8.991, which floating point writes a hair apart from 8.991 × 100.
    expect(crossedThresholds([90], 8.991, 9.99, [])).toEqual([90]);
  });

  it("are none for a budget below nothing", () => {
    expect(crossedThresholds([50], 10, -5, [])).toEqual([]);
  });
});

describe("the alerts a department's spending calls for, at their edges", () => {
  const now = at("2026-11-11T00:00:00Z");

  it("do not warn while the month-end forecast stays within the budget", () => {
    // $10 by the 11th: $30 at month's end against $50.
    expect(dueBudgetAlerts({ thresholds: [], forecastWarning: true }, 10, 50, now, nothingFired)).toEqual([]);
  });

  it("leave the forecast to the 100 % threshold once the budget is spent to the cent", () => {
    expect(
      dueBudgetAlerts({ thresholds: [100], forecastWarning: true }, 50, 50, now, {
        thresholds: [],
        forecastWarned: false,
      }),
    ).toEqual([{ kind: "budget-threshold", threshold: 100 }]);
  });

  it("warn of the forecast alongside the thresholds crossed", () => {
    expect(dueBudgetAlerts({ thresholds: [50], forecastWarning: true }, 30, 50, now, nothingFired)).toEqual([
      { kind: "budget-threshold", threshold: 50 },
      { kind: "budget-forecast", threshold: 100, forecast: 90 },
    ]);
  });

  it("are none without a budget", () => {
    expect(dueBudgetAlerts({ thresholds: [50], forecastWarning: true }, 30, null, now, nothingFired)).toEqual(
      [],
    );
  });
});
