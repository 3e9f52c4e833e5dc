import { describe, expect, it } from "vitest";
import { dueApiKeyBudgetAlerts } from "./api-key-budget-alerts.ts";

const NOW = Date.parse("2026-11-11T00:00:00Z");

describe("the alerts an API key's spending calls for", () => {
  it("are the default thresholds its spend reached, for a personal key", () => {
    expect(dueApiKeyBudgetAlerts(null, 0.041, 0.05, NOW, [])).toEqual([
      { kind: "budget-threshold", threshold: 50 },
      { kind: "budget-threshold", threshold: 80 },
    ]);
  });

  it("follow its department's thresholds for a department's key", () => {
    const research = { thresholds: [25, 90], forecastWarning: true };
    expect(dueApiKeyBudgetAlerts(research, 4, 10, NOW, [])).toEqual([
      { kind: "budget-threshold", threshold: 25 },
    ]);
  });

  it("leave out the thresholds the key fired this month", () => {
    expect(dueApiKeyBudgetAlerts(null, 0.045, 0.05, NOW, ["50"])).toEqual([
      { kind: "budget-threshold", threshold: 80 },
    ]);
  });

  it("never warn of the month-end forecast, even when its department's alerts do", () => {
    // $3 by the 11th of a 30-day month: $9 at the month's end, against $5.
    const research = { thresholds: [80], forecastWarning: true };
    expect(dueApiKeyBudgetAlerts(research, 3, 5, NOW, [])).toEqual([]);
  });

  it("are none for a key without a budget", () => {
    expect(dueApiKeyBudgetAlerts(null, 500, null, NOW, [])).toEqual([]);
  });
});
