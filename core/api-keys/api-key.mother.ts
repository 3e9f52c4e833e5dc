import { toEntity } from "../mapping/to-entity.ts";
import { ApiKey, type ApiKeyRecord } from "./api-key.entity.ts";

/**
 * API keys for tests, as the gateway sends them: the signed-in user's own keys, and (same form) a department
 * user's keys. Masked and without limits unless a test says otherwise.
 */
export const ApiKeyMother = {
  record(overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
    return {
      id: "key-test",
      value: "mk-te...bcdef",
      createdAt: "2025-01-01T00:00:00.000Z",
      name: "Test key",
      expiresAt: null,
      monthlyBudgetUsd: null,
      requestsPerMinute: null,
      tokensPerMinute: null,
      allowedModels: null,
      createdBy: "owner@meridian.example",
      lastUsedAt: null,
      spendThisMonthUsd: 0,
      requestsThisMonth: 0,
      revokedAt: null,
      previousSecretUntil: null,
      ...overrides,
    };
  },

  create(overrides: Partial<ApiKeyRecord> = {}): ApiKey {
    return toEntity(ApiKey, ApiKeyMother.record(overrides));
  },
};
