import { describe, expect, it } from "vitest";
import { firedBudgetAlertKey, firedBudgetAlertsOf } from "./fired-budget-alerts.ts";

describe("the alerts a department fired in a period", () => {
  it("are kept by threshold, and the forecast warning by its own key", () => {
    expect(firedBudgetAlertKey({ kind: "budget-threshold", threshold: 80 })).toBe("80");
    expect(firedBudgetAlertKey({ kind: "budget-forecast", threshold: 100, forecast: 612 })).toBe("forecast");
  });

  it("are read back from their keys", () => {
    expect(firedBudgetAlertsOf(["50", "forecast", "80"])).toEqual({
      thresholds: [50, 80],
      forecastWarned: true,
    });
    expect(firedBudgetAlertsOf([])).toEqual({ thresholds: [], forecastWarned: false });
  });
});
