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

describe("a department's budget alert settings, at their edges", () => {
  it("take 1 % and 1000 % and up to ten thresholds", () => {
    expect(budgetAlertSettingsProblems({ thresholds: [1, 1000], forecastWarning: true })).toEqual([]);
    expect(
      budgetAlertSettingsProblems({ thresholds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], forecastWarning: false }),
    ).toEqual([]);
  });

  it("refuse a threshold written as text, even a whole percent", () => {
    expect(rulesBroken({ thresholds: ["50"], forecastWarning: true })).toEqual(["thresholds:wholePercent"]);
  });

  it("say each problem in the words the gateway answers", () => {
    expect(budgetAlertSettingsProblems({ thresholds: "50,80", forecastWarning: "yes" })).toEqual([
      { field: "thresholds", rule: "thresholdsList", message: "thresholds must be a list of percents" },
      { field: "forecastWarning", rule: "forecastSwitch", message: "forecastWarning must be true or false" },
    ]);
    expect(budgetAlertSettingsProblems({ thresholds: [50, 80, 50], forecastWarning: true })).toEqual([
      { field: "thresholds", rule: "repeated", value: 50, message: "threshold 50 % is given twice" },
    ]);
    expect(
      budgetAlertSettingsProblems({ thresholds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], forecastWarning: true }),
    ).toEqual([{ field: "thresholds", rule: "tooMany", message: "thresholds may hold at most 10 percents" }]);
  });

  it("refuse no body at all as missing both fields", () => {
    for (const input of [undefined, null, "thresholds", 42])
      expect(rulesBroken(input), String(input)).toEqual([
        "thresholds:thresholdsList",
        "forecastWarning:forecastSwitch",
      ]);
  });

  it("name a value given three times once", () => {
    expect(rulesBroken({ thresholds: [70, 70, 70, 90], forecastWarning: true })).toEqual([
      "thresholds:repeated",
    ]);
  });

  it("are read back as given when they are valid, and not at all when they are not", () => {
    expect(validBudgetAlertSettings({ thresholds: [90, 50], forecastWarning: true })).toEqual({
      thresholds: [50, 90],
      forecastWarning: true,
    });
    expect(validBudgetAlertSettings({ thresholds: [90, 90], forecastWarning: true })).toBeNull();
  });
});
