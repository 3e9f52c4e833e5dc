import { describe, expect, it } from "vitest";
import { budgetAlertSettingsProblems, validBudgetAlertSettings } from "./budget-alert-settings-rules.ts";

const rulesBroken = (input: unknown) =>
  budgetAlertSettingsProblems(input).map(({ field, rule }) => `${field}:${rule}`);

describe("a department's budget alert settings", () => {
  it("are valid with whole percents from 1 to 1000 and a forecast switch, read lowest first", () => {
    expect(validBudgetAlertSettings({ thresholds: [100, 25, 1000], forecastWarning: false })).toEqual({
      thresholds: [25, 100, 1000],
      forecastWarning: false,
    });
    expect(validBudgetAlertSettings({ thresholds: [], forecastWarning: true })).toEqual({
      thresholds: [],
      forecastWarning: true,
    });
  });

  it("refuse a threshold that is not a whole percent in range, naming the range", () => {
    expect(budgetAlertSettingsProblems({ thresholds: [0, 80, 12.5, 1001], forecastWarning: true })).toEqual([
      {
        field: "thresholds",
        rule: "wholePercent",
        value: 0,
        message: "each threshold must be a whole percent from 1 to 1000",
      },
      {
        field: "thresholds",
        rule: "wholePercent",
        value: 12.5,
        message: "each threshold must be a whole percent from 1 to 1000",
      },
      {
        field: "thresholds",
        rule: "wholePercent",
        value: 1001,
        message: "each threshold must be a whole percent from 1 to 1000",
      },
    ]);
  });

  it("refuse what is not a number once, not as a repeat of itself", () => {
    expect(rulesBroken({ thresholds: [Number.NaN], forecastWarning: true })).toEqual([
      "thresholds:wholePercent",
    ]);
  });

  it("refuse a percent given twice, and more than ten thresholds", () => {
    expect(budgetAlertSettingsProblems({ thresholds: [80, 80], forecastWarning: true })[0]?.message).toBe(
      "threshold 80 % is given twice",
    );
    expect(rulesBroken({ thresholds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], forecastWarning: true })).toEqual([
      "thresholds:tooMany",
    ]);
  });

  it("refuse a body without a list of thresholds or a forecast switch", () => {
    expect(rulesBroken({ thresholds: "50,80", forecastWarning: "yes" })).toEqual([
      "thresholds:thresholdsList",
      "forecastWarning:forecastSwitch",
    ]);
    expect(validBudgetAlertSettings(null)).toBeNull();
  });
});
