import { describe, expect, it } from "vitest";
import { budgetForecast, utcMonthStart } from "./budget-forecast.ts";

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

describe("a month-end forecast at its edges", () => {
  it("is over the budget only when it passes it, not when it meets it", () => {
    const meets = budgetForecast(20, 60, at("2026-11-11T00:00:00Z"));
    expect(meets.forecast).toBe(60);
    expect(meets.overBudgetAtMonthEnd).toBe(false);
    expect(budgetForecast(20, 59.99, at("2026-11-11T00:00:00Z")).overBudgetAtMonthEnd).toBe(true);
  });

  it("reports the spend and the budget it was given, and the share spent", () => {
    expect(budgetForecast(42, 100, at("2026-11-16T00:00:00Z"))).toEqual({
      spent: 42,
      forecast: 84,
      budget: 100,
      spentShare: 0.42,
      overBudgetAtMonthEnd: false,
    });
  });

  it("has no share of a budget of nothing or less, and forecasts nothing from a negative spend", () => {
    expect(budgetForecast(5, 0, at("2026-11-20T00:00:00Z")).spentShare).toBe(0);
    expect(budgetForecast(5, -10, at("2026-11-20T00:00:00Z")).spentShare).toBe(0);
    expect(budgetForecast(-3, 100, at("2026-11-20T00:00:00Z")).forecast).toBe(0);
  });

  it("takes a full day's pace from the second day on, and the whole month's on its last instant", () => {
    expect(budgetForecast(1, null, at("2026-11-02T00:00:00Z")).forecast).toBeCloseTo(30, 6);
    expect(budgetForecast(3, null, at("2026-11-03T12:00:00Z")).forecast).toBeCloseTo(36, 6);
    expect(budgetForecast(30, null, at("2026-11-30T23:59:59.999Z")).forecast).toBeCloseTo(30, 3);
  });

  it("uses December's 31 days, the year turning at its end", () => {
    expect(budgetForecast(10, null, at("2026-12-11T00:00:00Z")).forecast).toBeCloseTo(31, 6);
  });

  it("counts the month from midnight UTC on the 1st", () => {
    expect(utcMonthStart(at("2026-11-30T23:59:59Z"))).toBe(at("2026-11-01T00:00:00Z"));
    expect(utcMonthStart(at("2026-12-01T00:00:00Z"))).toBe(at("2026-12-01T00:00:00Z"));
  });
});
