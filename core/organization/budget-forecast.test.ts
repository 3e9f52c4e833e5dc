import { describe, expect, it } from "vitest";
import { budgetForecast } from "./budget-forecast.ts";

const at = (iso: string) => Date.parse(iso);

describe("a department's month-end forecast", () => {
  it("carries the pace so far to the end of the month", () => {
    // 10 of November's 30 days gone, $20 spent: $60 by the end.
    const forecast = budgetForecast(20, 100, at("2026-11-11T00:00:00Z"));
    expect(forecast.forecast).toBeCloseTo(60, 6);
    expect(forecast.spentShare).toBeCloseTo(0.2, 6);
    expect(forecast.overBudgetAtMonthEnd).toBe(false);
  });

  it("says when the pace passes the budget before the month ends", () => {
    const forecast = budgetForecast(50, 100, at("2026-11-11T00:00:00Z"));
    expect(forecast.forecast).toBeCloseTo(150, 6);
    expect(forecast.overBudgetAtMonthEnd).toBe(true);
  });

  it("takes the pace over at least a day at the start of a month", () => {
    expect(budgetForecast(1, null, at("2026-11-01T00:05:00Z")).forecast).toBeCloseTo(30, 6);
  });

  it("forecasts nothing for a month without spending, and no share without a budget", () => {
    expect(budgetForecast(0, 100, at("2026-11-20T00:00:00Z"))).toMatchObject({ forecast: 0, spentShare: 0 });
    expect(budgetForecast(5, null, at("2026-11-20T00:00:00Z"))).toMatchObject({
      spentShare: 0,
      overBudgetAtMonthEnd: false,
    });
  });

  it("uses the month's own length (February has 28 days in 2026)", () => {
    expect(budgetForecast(14, null, at("2026-02-15T00:00:00Z")).forecast).toBeCloseTo(28, 6);
  });
});
