import { describe, expect, it } from "vitest";
import { budgetAlertNotification } from "./budget-alert-notification.ts";

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
