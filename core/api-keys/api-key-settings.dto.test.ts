import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import {
  API_KEY_ALLOWED_MODELS_MAX,
  API_KEY_BUDGET_MAX_USD,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_REQUESTS_PER_MINUTE_MAX,
  API_KEY_TOKENS_PER_MINUTE_MAX,
  ApiKeySettingsDto,
  apiKeyExpiryRefusal,
  apiKeySettingsOf,
  unlimitedKeySettings,
} from "./api-key-settings.dto.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");

function messagesFor(overrides: Record<string, unknown>): string[] {
  return validateInput(ApiKeySettingsDto, { ...unlimitedKeySettings("Build server"), ...overrides }).errMsgs;
}

describe("a key made without settings", () => {
  it("has its name and no limit of any kind", () => {
    expect(unlimitedKeySettings("CI")).toEqual({
      name: "CI",
      expiresAt: null,
      monthlyBudgetUsd: null,
      requestsPerMinute: null,
      tokensPerMinute: null,
      allowedModels: null,
    });
  });

  it("passes the settings' checks", () => {
    expect(messagesFor({})).toEqual([]);
  });
});

describe("a key's name", () => {
  it("is required, spaces alone counting as none", () => {
    expect(messagesFor({ name: "   " })).toEqual(["name is required"]);
    expect(messagesFor({ name: undefined })).toContain("name is required");
  });

  it("is kept without its surrounding spaces", () => {
    expect(validateInput(ApiKeySettingsDto, { ...unlimitedKeySettings("  CI  ") }).value.name).toBe("CI");
  });

  it("may be as long as the limit, not a character more", () => {
    expect(messagesFor({ name: "n".repeat(API_KEY_NAME_MAX_LENGTH) })).toEqual([]);
    expect(messagesFor({ name: "n".repeat(API_KEY_NAME_MAX_LENGTH + 1) })).toEqual([
      "name must be at most 100 characters",
    ]);
  });

  it("must be text", () => {
    expect(messagesFor({ name: 42 })).toContain("name must be a string");
  });
});

describe("a key's expiry", () => {
  it("is an ISO 8601 date-time", () => {
    expect(messagesFor({ expiresAt: "2026-04-01T00:00:00.000Z" })).toEqual([]);
    expect(messagesFor({ expiresAt: "next week" })).toEqual([
      "expiresAt must be an ISO 8601 date-time or null",
    ]);
  });

  it("must lie ahead when it is set", () => {
    expect(apiKeyExpiryRefusal(null, NOW)).toBeNull();
    expect(apiKeyExpiryRefusal(new Date(NOW + 1).toISOString(), NOW)).toBeNull();
    expect(apiKeyExpiryRefusal(new Date(NOW).toISOString(), NOW)).toBe("expiresAt must be in the future");
    expect(apiKeyExpiryRefusal(new Date(NOW - 1).toISOString(), NOW)).toBe("expiresAt must be in the future");
  });
});

describe("a key's monthly budget", () => {
  it("runs from a cent to the ceiling", () => {
    expect(messagesFor({ monthlyBudgetUsd: 0.01 })).toEqual([]);
    expect(messagesFor({ monthlyBudgetUsd: API_KEY_BUDGET_MAX_USD })).toEqual([]);
    expect(messagesFor({ monthlyBudgetUsd: 0.009 })).toEqual(["monthlyBudgetUsd must be at least 0.01"]);
    expect(messagesFor({ monthlyBudgetUsd: API_KEY_BUDGET_MAX_USD + 0.01 })).toEqual([
      "monthlyBudgetUsd must be at most 1000000",
    ]);
  });

  it("is a finite number", () => {
    for (const value of ["10", Number.NaN, Number.POSITIVE_INFINITY])
      expect(messagesFor({ monthlyBudgetUsd: value })).toContain("monthlyBudgetUsd must be a number or null");
  });
});

describe("a key's per-minute limits", () => {
  it("take whole numbers from 1 to their ceilings", () => {
    expect(messagesFor({ requestsPerMinute: 1, tokensPerMinute: 1 })).toEqual([]);
    expect(
      messagesFor({
        requestsPerMinute: API_KEY_REQUESTS_PER_MINUTE_MAX,
        tokensPerMinute: API_KEY_TOKENS_PER_MINUTE_MAX,
      }),
    ).toEqual([]);
  });

  it("refuse a requests limit below 1, above its ceiling or with a fraction", () => {
    expect(messagesFor({ requestsPerMinute: 0 })).toEqual(["requestsPerMinute must be at least 1"]);
    expect(messagesFor({ requestsPerMinute: API_KEY_REQUESTS_PER_MINUTE_MAX + 1 })).toEqual([
      "requestsPerMinute must be at most 100000",
    ]);
    expect(messagesFor({ requestsPerMinute: 1.5 })).toEqual([
      "requestsPerMinute must be a whole number or null",
    ]);
  });

  it("refuse a tokens limit below 1, above its ceiling or with a fraction", () => {
    expect(messagesFor({ tokensPerMinute: 0 })).toEqual(["tokensPerMinute must be at least 1"]);
    expect(messagesFor({ tokensPerMinute: API_KEY_TOKENS_PER_MINUTE_MAX + 1 })).toEqual([
      "tokensPerMinute must be at most 100000000",
    ]);
    expect(messagesFor({ tokensPerMinute: 2.5 })).toEqual(["tokensPerMinute must be a whole number or null"]);
  });
});

describe("a key's allowed models", () => {
  it("name one model or more, up to the ceiling", () => {
    expect(messagesFor({ allowedModels: ["gpt-4o"] })).toEqual([]);
    const most = Array.from({ length: API_KEY_ALLOWED_MODELS_MAX }, (_, i) => `model-${i}`);
    expect(messagesFor({ allowedModels: most })).toEqual([]);
    expect(messagesFor({ allowedModels: [...most, "one-more"] })).toEqual([
      "allowedModels must name at most 200 models",
    ]);
  });

  it("are null for all models, never an empty list", () => {
    expect(messagesFor({ allowedModels: [] })).toEqual([
      "allowedModels must name at least one model, or be null for all",
    ]);
  });

  it("are a list of non-empty names", () => {
    expect(messagesFor({ allowedModels: "gpt-4o" })).toContain(
      "allowedModels must be a list of model names or null",
    );
    expect(messagesFor({ allowedModels: [42] })).toEqual([
      "allowedModels must be a list of model names or null",
    ]);
    expect(messagesFor({ allowedModels: [""] })).toEqual(["allowedModels must not hold an empty name"]);
  });
});

describe("the settings of a listed key", () => {
  it("are its six settings and nothing else", () => {
    const settings = {
      name: "CI",
      expiresAt: "2026-04-01T00:00:00.000Z",
      monthlyBudgetUsd: 20,
      requestsPerMinute: 60,
      tokensPerMinute: 10_000,
      allowedModels: ["gpt-4o"],
    };
    expect(apiKeySettingsOf({ ...settings, id: "key-1", value: "mk-..." } as typeof settings)).toEqual(
      settings,
    );
  });
});
