import { describe, expect, it } from "vitest";
import { BUDGET_THRESHOLD_RANGE, DEFAULT_BUDGET_ALERT_SETTINGS } from "./budget-alert-settings-json.ts";
import { NO_WEBHOOK } from "./webhook-refusals.ts";

describe("an organization without a webhook", () => {
  it("is told so in the gateway's words", () => {
    expect(NO_WEBHOOK).toBe("The organization has no webhook");
  });
});

describe("a department's budget alerts before anyone sets them", () => {
  it("fire at 50, 80 and 100 % and warn of the month-end forecast", () => {
    expect(DEFAULT_BUDGET_ALERT_SETTINGS).toEqual({ thresholds: [50, 80, 100], forecastWarning: true });
    expect(BUDGET_THRESHOLD_RANGE).toEqual({ min: 1, max: 1000 });
  });
});
