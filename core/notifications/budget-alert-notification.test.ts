import { describe, expect, it } from "vitest";
import { apiKeyBudgetAlertNotification, budgetAlertNotification } from "./budget-alert-notification.ts";

const research = {
  departmentId: "dep-research",
  departmentName: "Research",
  spend: 400.0044,
  budget: 500,
  period: "2026-11",
};

describe("a budget alert's notification", () => {
  it("tells the threshold crossed, the month's spend to the cent, the budget and the month", () => {
    expect(budgetAlertNotification({ kind: "budget-threshold", threshold: 80 }, research)).toEqual({
      kind: "budget-threshold",
      details: {
        departmentId: "dep-research",
        departmentName: "Research",
        threshold: 80,
        spend: 400,
        budget: 500,
        period: "2026-11",
      },
    });
  });

  it("tells the month-end forecast of a forecast warning", () => {
    const notification = budgetAlertNotification(
      { kind: "budget-forecast", threshold: 100, forecast: 612.3456 },
      { ...research, spend: 300 },
    );
    expect(notification).toMatchObject({
      kind: "budget-forecast",
      details: { threshold: 100, spend: 300, forecast: 612.35 },
    });
  });
});

describe("an API key's budget alert notification", () => {
  const ciKey = {
    apiKeyId: "key-ci",
    apiKeyName: "CI bot",
    spend: 0.041_27,
    budget: 0.05,
    period: "2026-11",
  };

  it("has its own kind and names the key, the department whose key it is, the spend to the cent and the budget", () => {
    const notification = apiKeyBudgetAlertNotification(
      { kind: "budget-threshold", threshold: 80 },
      { ...ciKey, department: { id: "dep-research", name: "Research" } },
    );
    expect(notification).toEqual({
      kind: "api-key-budget-threshold",
      details: {
        apiKeyId: "key-ci",
        apiKeyName: "CI bot",
        departmentId: "dep-research",
        departmentName: "Research",
        threshold: 80,
        spend: 0.04,
        budget: 0.05,
        period: "2026-11",
      },
    });
  });

  it("names no department for a personal key", () => {
    const { details } = apiKeyBudgetAlertNotification(
      { kind: "budget-threshold", threshold: 50 },
      { ...ciKey, department: null },
    );
    expect(details).toMatchObject({ departmentId: null, departmentName: null, threshold: 50 });
  });
});
