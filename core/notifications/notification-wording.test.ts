import { describe, expect, it } from "vitest";
import type { BudgetAlertDetailsJson } from "./notification-json.ts";
import { alertAmount, notificationWording } from "./notification-wording.ts";

const engineeringAt80: BudgetAlertDetailsJson = {
  departmentId: "dep-engineering",
  departmentName: "Engineering",
  threshold: 80,
  spend: 412.5,
  budget: 500,
  period: "2026-05",
};

describe("a budget alert's figures", () => {
  it("are written in the reader's language", () => {
    expect(notificationWording(engineeringAt80, "en-US")).toEqual({
      department: "Engineering",
      apiKey: "",
      threshold: "80%",
      budget: "$500.00",
      spend: "$412.50",
      forecast: "",
      month: "May 2026",
    });
    expect(notificationWording(engineeringAt80, "fr-FR")).toMatchObject({
      threshold: "80\u00a0%",
      budget: "500,00\u00a0$US",
      month: "mai 2026",
    });
  });

  it("carry the forecast of a forecast warning", () => {
    const forecast = { ...engineeringAt80, threshold: 100, forecast: 1234.567 };
    expect(notificationWording(forecast, "en-US").forecast).toBe("$1,234.57");
  });

  it("name the API key of a key's alert, and no department for a personal key", () => {
    const personalKeyAt80 = {
      apiKeyId: "key-ci",
      apiKeyName: "CI bot",
      departmentId: null,
      departmentName: null,
      threshold: 80,
      spend: 0.04,
      budget: 0.05,
      period: "2026-05",
    };
    expect(notificationWording(personalKeyAt80, "en-US")).toMatchObject({
      department: "",
      apiKey: "CI bot",
      budget: "$0.05",
      forecast: "",
    });
  });

  it("keep the decimals of an amount below a cent", () => {
    expect(alertAmount(0.0005, "en-US")).toBe("$0.0005");
    expect(alertAmount(0.000_012_34, "en-US")).toBe("$0.000012");
    expect(alertAmount(0, "en-US")).toBe("$0.00");
  });
});
