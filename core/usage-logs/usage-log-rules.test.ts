import { describe, expect, it } from "vitest";
import { emissionsOf, isEmissionsEstimate } from "./emissions.ts";
import { UsageLogEntry, type UsageLogRecord, usageLogEntriesOf } from "./usage-log-entry.entity.ts";
import { isStatusCode, matchesUsageLogFilters } from "./usage-log-filters.ts";
import { UsageLogRecordMother } from "./usage-log-record.mother.ts";

const record: UsageLogRecord = UsageLogRecordMother.create();

const entry = (changes: Partial<UsageLogRecord> = {}) => new UsageLogEntry({ ...record, ...changes });

describe("a request in the logs", () => {
  it("shows the local date and time it was made", () => {
    expect(entry()).toMatchObject({ date: "2025-03-14", time: "16:05" });
    expect(entry().createdAt).toEqual(new Date(record.createdAt));
  });

  it("shows the key it used as the gateway masked it, and names the key by its id", () => {
    expect(entry()).toMatchObject({
      apikey: "sk-me...56789",
      apiKeyId: "key-1",
      hasApikey: true,
      maskedKey: "sk-me...56789",
    });
  });

  it("masks a key logged in full by an older gateway to its first and last five characters", () => {
    expect(entry({ apikey: "sk-meridian-abcdefghij-0123456789" }).maskedKey).toBe("sk-me...56789");
  });

  it("logged before keys had ids names no key", () => {
    const { apiKeyId: _, ...older } = record;
    expect(new UsageLogEntry(older).apiKeyId).toBeNull();
  });

  it("made from the playground has no key of the user's", () => {
    expect(entry({ apikey: "playground" })).toMatchObject({
      apikey: "playground",
      hasApikey: false,
      maskedKey: null,
    });
  });

  it.each(["", null])("made without a key (%j) logs none", (apikey) => {
    expect(entry({ apikey })).toMatchObject({ apikey: null, hasApikey: false, maskedKey: null });
  });

  it("costs energy for 15 % of its cost, both shown in dollars with 7 decimals", () => {
    const logged = entry({ totalCost: 0.000123 });
    expect(logged.energyCost).toBeCloseTo(0.00001845, 12);
    expect(logged.totalCostText).toBe("$0.0001230");
    expect(logged.energyCostText).toBe("$0.0000185");
  });

  it("shows its id by the first and last eight characters", () => {
    expect(entry().requestId).toBe("req_0123...ijklmnop");
    expect(entry({ id: "short-id" }).requestId).toBe("short-id");
  });

  it("tells the endpoint it came through, a record from before endpoints were logged being a chat completion", () => {
    expect(entry({ endpoint: "embeddings" }).endpoint).toBe("embeddings");
    expect(entry().endpoint).toBe("chat");
    expect(entry({ endpoint: "no-such-endpoint" }).endpoint).toBe("chat");
  });

  it("tells whether its token counts are the gateway's estimate", () => {
    expect(entry({ usageEstimated: true }).usageEstimated).toBe(true);
    expect(entry().usageEstimated).toBe(false);
  });

  it("keeps the tools, response format and tool calls as logged, or none", () => {
    const tools = '[{"type":"function","function":{"name":"get_weather"}}]';
    expect(entry({ tools, toolCalls: "[]", responseFormat: '{"type":"json_object"}' })).toMatchObject({
      tools,
      toolCalls: "[]",
      responseFormat: '{"type":"json_object"}',
    });
    expect(entry()).toMatchObject({ tools: null, toolCalls: null, responseFormat: null });
  });

  it("lists as many entries as the gateway sent", () => {
    expect(usageLogEntriesOf([record, { ...record, id: "other" }])).toHaveLength(2);
  });
});

describe("the entries built from the gateway's list", () => {
  it.each([
    ["with a key", {}],
    ["from the playground", { apikey: "playground" }],
    ["with the node's renewable share", { renewablePercentage: 61.237 }],
  ])("read every field as it was sent (%s)", (_, changes: Partial<UsageLogRecord>) => {
    const [built] = usageLogEntriesOf([{ ...record, ...changes }]);
    expect(built).toBeInstanceOf(UsageLogEntry);
    const { createdAt, ...asSent } = { ...record, ...changes };
    expect(built).toMatchObject(asSent);
    expect(built?.createdAt).toEqual(new Date(createdAt));
  });

  it("work each derived field out once", () => {
    const [built] = usageLogEntriesOf([record]);
    expect(built?.emissions).toBe(built?.emissions);
  });

  it("refuse anything but a list of records", () => {
    expect(() => usageLogEntriesOf({ data: [] })).toThrow(TypeError);
    expect(() => usageLogEntriesOf([null])).toThrow(TypeError);
    expect(usageLogEntriesOf([])).toEqual([]);
  });
});

describe("the renewable share shown for a request", () => {
  it("is the serving node's when the log carries it", () => {
    expect(emissionsOf({ id: "r1", totalCost: 0.01, renewablePercentage: 61.237 })).toEqual({
      percent: 61.24,
      estimated: false,
    });
  });

  it("is 0 % when the request cost nothing", () => {
    expect(emissionsOf({ id: "r1", totalCost: 0, renewablePercentage: 61 })).toEqual({
      percent: 0,
      estimated: false,
    });
  });

  it.each([
    { id: "r1", totalCost: 0.01, renewablePercentage: 61 },
    { id: "r2", totalCost: 0.01, renewablePercentage: null },
    { id: "r3", totalCost: 0.01 },
    { id: "r4", totalCost: 0, renewablePercentage: null },
    { id: "r5", totalCost: 0, renewablePercentage: 0 },
  ])("is told to be an estimate without working it out (%j)", (request) => {
    expect(isEmissionsEstimate(request)).toBe(emissionsOf(request).estimated);
  });

  it("is otherwise an estimate between 20 and 45 % that stays the same for the same request", () => {
    const ids = Array.from({ length: 500 }, (_, index) => `req-${index}`);
    const estimates = ids.map((id) => emissionsOf({ id, totalCost: 0.5 }));
    for (const { percent, estimated } of estimates) {
      expect(estimated).toBe(true);
      expect(percent).toBeGreaterThanOrEqual(20);
      expect(percent).toBeLessThanOrEqual(45);
      expect(Math.round(percent * 100) / 100).toBe(percent);
    }
    expect(emissionsOf({ id: "req-7", totalCost: 0.5 })).toEqual(estimates[7]);
    expect(new Set(estimates.map((estimate) => estimate.percent)).size).toBeGreaterThan(300);
  });
});

describe("the log filters", () => {
  const at = (iso: string) => ({ ...record, createdAt: iso });

  it("keep requests inside the period, its end excluded", () => {
    const filters = { from: new Date("2025-03-01T00:00:00Z"), to: new Date("2025-03-02T00:00:00Z") };
    expect(matchesUsageLogFilters(at("2025-03-01T00:00:00Z"), filters)).toBe(true);
    expect(matchesUsageLogFilters(at("2025-03-02T00:00:00Z"), filters)).toBe(false);
    expect(matchesUsageLogFilters(at("2025-02-28T23:59:59Z"), filters)).toBe(false);
  });

  it("keep the model, key and outcome asked for", () => {
    expect(matchesUsageLogFilters(record, { model: "gpt-4o-mini", apiKeyId: "key-1" })).toBe(true);
    expect(matchesUsageLogFilters(record, { apiKeyId: "key-2" })).toBe(false);
    expect(
      matchesUsageLogFilters({ ...record, apikey: "playground", apiKeyId: null }, { apikey: "playground" }),
    ).toBe(true);
    expect(matchesUsageLogFilters(record, { apikey: "playground" })).toBe(false);
    expect(matchesUsageLogFilters(record, { model: "o3-mini" })).toBe(false);
    expect(matchesUsageLogFilters(record, { outcome: "success" })).toBe(true);
    expect(matchesUsageLogFilters({ ...record, statusCode: 502 }, { outcome: "error" })).toBe(true);
    expect(matchesUsageLogFilters(record, { outcome: "error" })).toBe(false);
  });

  it("keep the vendor asked for", () => {
    expect(matchesUsageLogFilters(record, { vendor: "OpenAI" })).toBe(true);
    expect(matchesUsageLogFilters(record, { vendor: "Anthropic" })).toBe(false);
    expect(matchesUsageLogFilters(record, { vendor: "OpenAI", model: "o3-mini" })).toBe(false);
  });

  it("keep one exact status, which must agree with the outcome when both are asked for", () => {
    const failed = { ...record, statusCode: 429 };
    expect(matchesUsageLogFilters(failed, { statusCode: 429 })).toBe(true);
    expect(matchesUsageLogFilters(failed, { statusCode: 502 })).toBe(false);
    expect(matchesUsageLogFilters(failed, { statusCode: 429, outcome: "error" })).toBe(true);
    expect(matchesUsageLogFilters(failed, { statusCode: 429, outcome: "success" })).toBe(false);
  });
});

describe("the endpoint filter", () => {
  it("keeps the requests of the endpoint asked for", () => {
    expect(matchesUsageLogFilters({ ...record, endpoint: "responses" }, { endpoint: "responses" })).toBe(
      true,
    );
    expect(matchesUsageLogFilters({ ...record, endpoint: "embeddings" }, { endpoint: "responses" })).toBe(
      false,
    );
  });

  it("counts a request logged without an endpoint as a chat completion", () => {
    expect(matchesUsageLogFilters(record, { endpoint: "chat" })).toBe(true);
    expect(matchesUsageLogFilters(record, { endpoint: "messages" })).toBe(false);
  });
});

describe("an exact status filter", () => {
  it.each([100, 200, 429, 599])("accepts the HTTP status %d", (code) => {
    expect(isStatusCode(code)).toBe(true);
  });

  it.each([0, 99, 600, 200.5, Number.NaN])("refuses %d", (code) => {
    expect(isStatusCode(code)).toBe(false);
  });
});
