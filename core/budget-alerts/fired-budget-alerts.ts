import type { DueBudgetAlert, FiredBudgetAlerts } from "./crossed-thresholds.ts";

/** The key the forecast warning is kept under among a period's fired alerts. */
const FORECAST_KEY = "forecast";

/**
 * How a fired alert is kept among the others of its department and period: its threshold (`80`), or `forecast`.
 * A store that refuses a second row with the same key fires each alert once, however many instances evaluate it.
 */
export function firedBudgetAlertKey(alert: DueBudgetAlert): string {
  return alert.kind === "budget-forecast" ? FORECAST_KEY : String(alert.threshold);
}

/** What already fired in a period, from its kept keys. */
export function firedBudgetAlertsOf(keys: readonly string[]): FiredBudgetAlerts {
  return {
    thresholds: keys.filter((key) => key !== FORECAST_KEY).map(Number),
    forecastWarned: keys.includes(FORECAST_KEY),
  };
}
