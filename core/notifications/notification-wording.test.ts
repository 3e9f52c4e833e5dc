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

  it("write a cent or more to the cent, and find the fewest decimals an amount below a cent needs", () => {
    expect(alertAmount(0.01, "en-US")).toBe("$0.01");
    expect(alertAmount(0.0149, "en-US")).toBe("$0.01");
    expect(alertAmount(0.009, "en-US")).toBe("$0.009");
    expect(alertAmount(0.001, "en-US")).toBe("$0.001");
    expect(alertAmount(0.00012, "en-US")).toBe("$0.00012");
    expect(alertAmount(0.005, "en-US")).toBe("$0.005");
    expect(alertAmount(-0.005, "en-US")).toBe("-$0.005");
    expect(alertAmount(-12.5, "en-US")).toBe("-$12.50");
  });
});

describe("an API key's alert", () => {
  it("tells no forecast, even when its facts carry one", () => {
    const keyAlert = {
      apiKeyId: "key-ci",
      apiKeyName: "CI bot",
      departmentId: null,
      departmentName: null,
      threshold: 80,
      spend: 4,
      budget: 5,
      period: "2026-05",
      forecast: 9,
    };
    expect(notificationWording(keyAlert, "en-US").forecast).toBe("");
  });
});

describe("a budget alert's month", () => {
  it("is January of the year when the period names no month", () => {
    expect(notificationWording({ ...engineeringAt80, period: "2026" }, "en-US").month).toBe("January 2026");
  });

  it("is the period as given when it is no month at all", () => {
    expect(notificationWording({ ...engineeringAt80, period: "soon" }, "en-US").month).toBe("soon");
  });

  it("is read in UTC, so its first day does not slip into the month before", () => {
    expect(notificationWording({ ...engineeringAt80, period: "2026-01" }, "en-US").month).toBe(
      "January 2026",
    );
    expect(notificationWording({ ...engineeringAt80, period: "2026-12" }, "en-US").month).toBe(
      "December 2026",
    );
  });
});
