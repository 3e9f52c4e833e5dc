import type { UsageLogRecord } from "./usage-log-entry.entity.ts";

/** Logged requests for tests, as the gateway sends them. */
export const UsageLogRecordMother = {
  /** A streamed gpt-4o-mini answer made with a key, logged masked as the gateway logs it. */
  create(overrides: Partial<UsageLogRecord> = {}): UsageLogRecord {
    return {
      id: "req_0123456789abcdefghijklmnop",
      createdAt: new Date(2025, 2, 14, 16, 5, 42).toISOString(),
      vendor: "OpenAI",
      model: "gpt-4o-mini",
      query: "What is a watt?",
      apikey: "sk-me...56789",
      apiKeyId: "key-1",
      statusCode: 200,
      timeToFirstToken: 210,
      generationDuration: 950,
      tokensIn: 12,
      tokensOut: 80,
      totalCost: 0.0000498,
      error: null,
      tokenRate: 84.2,
      totalTokens: 92,
      tokensInCost: 0.0000018,
      tokensOutCost: 0.000048,
      isStream: true,
      requestContent: null,
      responseContent: null,
      providerModel: "gpt-4o-mini-2024-07-18",
      ...overrides,
    };
  },
};
