import { type BudgetAlertSettingsJson, DEFAULT_BUDGET_ALERT_SETTINGS } from "./budget-alert-settings-json.ts";
import { type DueBudgetAlert, dueBudgetAlerts } from "./crossed-thresholds.ts";
import { firedBudgetAlertsOf } from "./fired-budget-alerts.ts";

/**
 * The alerts an API key's monthly budget calls for now: the department's rule (dueBudgetAlerts) on the key's spend
 * and budget, at the thresholds of its department's alerts for a department's key, the defaults for a personal key.
 * Thresholds only: a key's month-end forecast would warn of every busy key, and its budget refuses it at 100 %.
 * `firedKeys`: what the key fired this period (fired-budget-alerts.ts). A key without a budget calls for none.
 */
export function dueApiKeyBudgetAlerts(
  departmentSettings: BudgetAlertSettingsJson | null,
  spend: number,
  budget: number | null,
  now: number,
  firedKeys: readonly string[],
): DueBudgetAlert[] {
  const settings = {
    thresholds: [...(departmentSettings ?? DEFAULT_BUDGET_ALERT_SETTINGS).thresholds],
    forecastWarning: false,
  };
  return dueBudgetAlerts(settings, spend, budget, now, firedBudgetAlertsOf(firedKeys));
}
