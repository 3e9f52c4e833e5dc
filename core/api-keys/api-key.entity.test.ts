import { describe, expect, it } from "vitest";
import { toEntity } from "../mapping/to-entity.ts";
import { ApiKey, newApiKeyRecord } from "./api-key.entity.ts";
import { unlimitedKeySettings } from "./api-key-settings.dto.ts";

describe("an API key in the list", () => {
  it("shows the local date and time it was created", () => {
    const createdAt = new Date(2025, 5, 9, 8, 3, 30);
    const key = toEntity(ApiKey, { id: "k1", value: "mk-1", createdAt: createdAt.toISOString() });
    expect(key).toMatchObject({ id: "k1", value: "mk-1", createdAt, date: "2025-06-09", time: "08:03" });
  });
});

describe("a key as it is when made", () => {
  it("keeps its settings and was never used, revoked nor rotated", () => {
    const made = {
      id: "k1",
      value: "mk-secret",
      createdAt: "2026-03-10T12:00:00.000Z",
      createdBy: "owner@meridian.example",
      ...unlimitedKeySettings("CI"),
      monthlyBudgetUsd: 20,
    };
    expect(newApiKeyRecord(made)).toEqual({
      ...made,
      lastUsedAt: null,
      spendThisMonthUsd: 0,
      requestsThisMonth: 0,
      revokedAt: null,
      previousSecretUntil: null,
    });
  });
});
