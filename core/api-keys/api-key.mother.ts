import { toEntity } from "../mapping/to-entity.ts";
import { ApiKey, type ApiKeyRecord } from "./api-key.entity.ts";

/**
 * API keys for tests, as the gateway sends them: the signed-in user's own keys, and (same form) a department
 * user's keys.
 */
export const ApiKeyMother = {
  record(overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
    return {
      id: "key-test",
      value: "mk-test-0123456789abcdef0123456789abcdef",
      createdAt: "2025-01-01T00:00:00.000Z",
      ...overrides,
    };
  },

  create(overrides: Partial<ApiKeyRecord> = {}): ApiKey {
    return toEntity(ApiKey, ApiKeyMother.record(overrides));
  },
};
