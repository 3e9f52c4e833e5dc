import { budgetForecast } from "../organization/budget-forecast.ts";
import type { BudgetAlertSettingsJson } from "./budget-alert-settings-json.ts";

/** The UTC month an alert belongs to, YYYY-MM: each threshold fires once in it. */
export function budgetAlertPeriod(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}

/** Floating-point noise a product of dollars and percents may carry (80 % of $500.00 is exactly $400.00). */
const NOISE = 1e-9;

/**
 * The thresholds (percent of the budget) that `spend` has reached and that have not fired yet this period,
 * lowest first. A department without a positive budget reaches none. Compared exactly (not in cents), so a
 * budget of a fraction of a cent is not reached by a spend of nothing.
 */
export function crossedThresholds(
  thresholds: readonly number[],
  spend: number,
  budget: number | null,
  alreadyFired: readonly number[],
): number[] {
  const amount = budget ?? 0;
  if (!(amount > 0)) return [];
  return [...new Set(thresholds)]
    .filter((threshold) => spend * 100 + NOISE >= amount * threshold && !alreadyFired.includes(threshold))
    .sort((a, b) => a - b);
}

/** One alert to fire: a threshold crossed, or the month-end forecast passing the budget. */
export type DueBudgetAlert =
  | { readonly kind: "budget-threshold"; readonly threshold: number }
  | { readonly kind: "budget-forecast"; readonly threshold: 100; readonly forecast: number };

/** What a department's alerts have already sent this period. */
export interface FiredBudgetAlerts {
  readonly thresholds: readonly number[];
  readonly forecastWarned: boolean;
}

/**
 * The alerts a department's spending calls for now, given its settings and what already fired this period.
 * The forecast warning waits while the budget is already spent (the 100 % threshold says more then).
 */
export function dueBudgetAlerts(
  settings: BudgetAlertSettingsJson,
  spend: number,
  budget: number | null,
  now: number,
  fired: FiredBudgetAlerts,
): DueBudgetAlert[] {
  const due: DueBudgetAlert[] = crossedThresholds(settings.thresholds, spend, budget, fired.thresholds).map(
    (threshold) => ({ kind: "budget-threshold", threshold }),
  );
  if (settings.forecastWarning && !fired.forecastWarned) {
    const { forecast, overBudgetAtMonthEnd } = budgetForecast(spend, budget, now);
    // Nothing is over no budget (overBudgetAtMonthEnd is false without one).
    if (overBudgetAtMonthEnd && spend < (budget ?? 0))
      due.push({ kind: "budget-forecast", threshold: 100, forecast });
  }
  return due;
}
