import type { KeyOnRecord } from "./key-on-record.ts";

/** Keys as a request to the model endpoints finds them, for tests: unlimited and in good standing unless told. */
export const KeyOnRecordMother = {
  active(overrides: Partial<KeyOnRecord> = {}): KeyOnRecord {
    return {
      id: "key-test",
      name: "Test key",
      expiresAt: null,
      monthlyBudgetUsd: null,
      requestsPerMinute: null,
      tokensPerMinute: null,
      allowedModels: null,
      maskedValue: "mk-te...bcdef",
      revokedAt: null,
      previousSecretUntil: null,
      secretUsed: "current",
      ...overrides,
    };
  },
};
