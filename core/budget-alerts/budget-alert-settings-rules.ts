import { BUDGET_THRESHOLD_RANGE, type BudgetAlertSettingsJson } from "./budget-alert-settings-json.ts";

/** A department may have this many thresholds at most: more would be noise, not alerts. */
export const MOST_BUDGET_THRESHOLDS = 10;

export type BudgetAlertSettingsRule =
  | "thresholdsList"
  | "wholePercent"
  | "repeated"
  | "tooMany"
  | "forecastSwitch";

export interface BudgetAlertSettingsProblem {
  readonly field: keyof BudgetAlertSettingsJson;
  readonly rule: BudgetAlertSettingsRule;
  /** The threshold concerned, for a rule about one value. */
  readonly value?: unknown;
  /** In English, as the gateway answers it in errMsgs. */
  readonly message: string;
}

const { min, max } = BUDGET_THRESHOLD_RANGE;

/** Number.isInteger is false for anything that is not a number, so it is the type check as well. */
function isWholePercent(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/**
 * What is wrong with a department's budget alert settings (a PUT body or a form's draft), empty when nothing is.
 * Shared rule of the panel and the gateway. No thresholds at all is allowed: only the forecast warning, or none.
 */
export function budgetAlertSettingsProblems(input: unknown): BudgetAlertSettingsProblem[] {
  const fields = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const problems: BudgetAlertSettingsProblem[] = [];
  const { thresholds, forecastWarning } = fields;
  if (!Array.isArray(thresholds)) {
    problems.push({
      field: "thresholds",
      rule: "thresholdsList",
      message: "thresholds must be a list of percents",
    });
  } else {
    for (const value of thresholds.filter((threshold) => !isWholePercent(threshold)))
      problems.push({
        field: "thresholds",
        rule: "wholePercent",
        value,
        message: `each threshold must be a whole percent from ${min} to ${max}`,
      });
    for (const value of repeatedValues(thresholds))
      problems.push({
        field: "thresholds",
        rule: "repeated",
        value,
        message: `threshold ${value} % is given twice`,
      });
    if (thresholds.length > MOST_BUDGET_THRESHOLDS)
      problems.push({
        field: "thresholds",
        rule: "tooMany",
        message: `thresholds may hold at most ${MOST_BUDGET_THRESHOLDS} percents`,
      });
  }
  if (typeof forecastWarning !== "boolean")
    problems.push({
      field: "forecastWarning",
      rule: "forecastSwitch",
      message: "forecastWarning must be true or false",
    });
  return problems;
}

/** The values a list holds more than once, each named once (NaN included, which indexOf never finds). */
function repeatedValues(values: readonly unknown[]): unknown[] {
  const seen = new Set<unknown>();
  const repeated = new Set<unknown>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/** The settings read from a valid input, thresholds lowest first, or null when any rule is broken. */
export function validBudgetAlertSettings(input: unknown): BudgetAlertSettingsJson | null {
  if (budgetAlertSettingsProblems(input).length > 0) return null;
  const { thresholds, forecastWarning } = input as BudgetAlertSettingsJson;
  return { thresholds: [...thresholds].sort((a, b) => a - b), forecastWarning };
}
