import type { TFunction } from "i18next";
import { BUDGET_THRESHOLD_RANGE } from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import {
  type BudgetAlertSettingsProblem,
  MOST_BUDGET_THRESHOLDS,
} from "../../../core/budget-alerts/budget-alert-settings-rules.ts";

const KEYS = "organization.budgetAlerts.rules";

/** A broken rule of the budget alerts in the interface language, naming the value concerned. */
export function budgetAlertProblemText(
  t: TFunction,
  problem: Pick<BudgetAlertSettingsProblem, "rule" | "value" | "message">,
): string {
  const value = String(problem.value ?? "");
  switch (problem.rule) {
    case "wholePercent":
      return t(`${KEYS}.wholePercent`, { value, ...BUDGET_THRESHOLD_RANGE });
    case "repeated":
      return t(`${KEYS}.repeated`, { value });
    case "tooMany":
      return t(`${KEYS}.tooMany`, { most: MOST_BUDGET_THRESHOLDS });
    default:
      // A body the panel never sends (no list, no switch): core's own words.
      return problem.message;
  }
}
