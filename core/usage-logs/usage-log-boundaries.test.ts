import { describe, expect, it } from "vitest";
import { ESTIMATE_RANGE, emissionsOf } from "./emissions.ts";
import { USAGE_ENDPOINTS, usageEndpointOf } from "./usage-endpoint.ts";
import { UsageLogEntry, type UsageLogRecord, usageLogEntriesOf } from "./usage-log-entry.entity.ts";
import { APIKEY_FILTER_REFUSAL, matchesUsageLogFilters, STATUS_CODE_RANGE } from "./usage-log-filters.ts";
import { USAGE_LOG_PAGE_SIZE } from "./usage-log-page.ts";
import { UsageLogRecordMother } from "./usage-log-record.mother.ts";
import {
  FOREIGN_CURSOR_MESSAGE,
  hasApiKey,
  isMaskedApiKey,
  loggedApiKey,
  maskedApiKey,
  OFFERED_STATUS_CODES,
} from "./usage-log-rules.ts";

const record: UsageLogRecord = UsageLogRecordMother.create();

describe("the entries built from what the gateway sent", () => {
  it("say what they got instead of a list", () => {
    expect(() => usageLogEntriesOf({ data: [] })).toThrow("Expected a list of UsageLogEntry, got object");
    expect(() => usageLogEntriesOf("[]")).toThrow("Expected a list of UsageLogEntry, got string");
  });

  it("say what they got instead of a record", () => {
    expect(() => usageLogEntriesOf([record, null])).toThrow("Expected one UsageLogEntry record, got null");
    expect(() => usageLogEntriesOf([[record]])).toThrow("Expected one UsageLogEntry record, got object");
    expect(() => usageLogEntriesOf([42])).toThrow("Expected one UsageLogEntry record, got number");
  });

  it("give the same derived figures every time they are read, none of them listed among the entry's fields", () => {
    const entry = new UsageLogEntry({ ...record, renewablePercentage: null });
    const derived = [
      "maskedKey",
      "totalCostText",
      "energyCostText",
      "emissions",
      "requestId",
      "date",
      "time",
    ] as const;
    const first = derived.map((name) => entry[name]);
    expect(derived.map((name) => entry[name])).toEqual(first);
    expect(first).toEqual([
      "sk-me...56789",
      "$0.0000498",
      "$0.0000075",
      expect.objectContaining({ estimated: true }),
      "req_0123...ijklmnop",
      "2025-03-14",
      "16:05",
    ]);
    expect(Object.keys(entry).filter((key) => (derived as readonly string[]).includes(key))).toEqual([]);
    expect(entry.createdAt).toBe(entry.createdAt);
  });

  it("read a record's renewable share, or none when it carries none", () => {
    expect(new UsageLogEntry({ ...record, renewablePercentage: 61.5 }).renewablePercentage).toBe(61.5);
    expect(new UsageLogEntry(record).renewablePercentage).toBeNull();
  });
});

describe("a logged key", () => {
  it("is none when empty, and a key of the user's unless it is the playground", () => {
    expect(loggedApiKey(undefined)).toBeNull();
    expect(loggedApiKey("sk-me...56789")).toBe("sk-me...56789");
    expect([
      hasApiKey("sk-me...56789"),
      hasApiKey("playground"),
      hasApiKey(""),
      hasApiKey(undefined),
    ]).toEqual([true, false, false, false]);
    expect(maskedApiKey(undefined)).toBeNull();
  });

  it("is already masked when it is exactly five characters, three dots and five characters", () => {
    expect(isMaskedApiKey("sk-me...56789")).toBe(true);
    expect(isMaskedApiKey("sk\nme...56\n89")).toBe(true);
    expect(isMaskedApiKey("sk-mex..56789")).toBe(false);
    expect(isMaskedApiKey("sk-me...567890")).toBe(false);
    expect(isMaskedApiKey("xsk-me...56789")).toBe(false);
    expect(isMaskedApiKey("sk-m...56789")).toBe(false);
    expect(maskedApiKey("sk-mex..56789abc")).toBe("sk-me...89abc");
  });
});

describe("the logs' filters at their edges", () => {
  it("count a status of 400 as an error and 399 as a success", () => {
    expect(matchesUsageLogFilters({ ...record, statusCode: 400 }, { outcome: "error" })).toBe(true);
    expect(matchesUsageLogFilters({ ...record, statusCode: 400 }, { outcome: "success" })).toBe(false);
    expect(matchesUsageLogFilters({ ...record, statusCode: 399 }, { outcome: "success" })).toBe(true);
    expect(matchesUsageLogFilters({ ...record, statusCode: 399 }, { outcome: "error" })).toBe(false);
  });

  it("keep the requests of the department asked for", () => {
    expect(matchesUsageLogFilters({ ...record, departmentId: "dep-1" }, { departmentId: "dep-1" })).toBe(
      true,
    );
    expect(matchesUsageLogFilters({ ...record, departmentId: "dep-2" }, { departmentId: "dep-1" })).toBe(
      false,
    );
    expect(matchesUsageLogFilters(record, { departmentId: "dep-1" })).toBe(false);
  });

  it("keep a request made just before the period's end, and everything with no filter", () => {
    const to = new Date("2025-03-02T00:00:00Z");
    expect(matchesUsageLogFilters({ ...record, createdAt: "2025-03-01T23:59:59.999Z" }, { to })).toBe(true);
    expect(matchesUsageLogFilters(record, {})).toBe(true);
  });

  it("keep the status 0 exactly when it is asked for", () => {
    expect(matchesUsageLogFilters(record, { statusCode: 0 })).toBe(false);
  });

  it("say how to filter a key, and which statuses a status filter takes", () => {
    expect(APIKEY_FILTER_REFUSAL).toBe("apikey filters only playground requests; filter a key by apiKeyId");
    expect(STATUS_CODE_RANGE).toEqual({ min: 100, max: 599 });
  });
});

describe("what the logs offer and answer", () => {
  it("offer the statuses the gateway logs requests with", () => {
    expect(OFFERED_STATUS_CODES).toEqual([
      200, 400, 401, 402, 403, 404, 408, 413, 422, 429, 500, 502, 503, 504,
    ]);
  });

  it("refuse a cursor the gateway never gave in words the memory profile shares", () => {
    expect(FOREIGN_CURSOR_MESSAGE).toBe("cursor is not one this gateway gave");
  });

  it("give 100 requests a page unless asked, at most 500", () => {
    expect(USAGE_LOG_PAGE_SIZE).toEqual({ default: 100, max: 500 });
  });

  it("know the four endpoints a request comes through", () => {
    expect(USAGE_ENDPOINTS).toEqual(["chat", "embeddings", "responses", "messages"]);
    for (const endpoint of USAGE_ENDPOINTS) expect(usageEndpointOf(endpoint)).toBe(endpoint);
    expect(usageEndpointOf(undefined)).toBe("chat");
  });
});

describe("the estimated renewable share of a request", () => {
  it("is the same for a request id from one release to the next, in 20-45 % by hundredths", () => {
    expect(ESTIMATE_RANGE).toEqual({ min: 20, max: 45 });
    expect(["req-7", "a", "b"].map((id) => emissionsOf({ id, totalCost: 1 }).percent)).toEqual([
      26, 44.32, 21.63,
    ]);
  });

  it("is no estimate for a request whose cost is not above zero", () => {
    expect(emissionsOf({ id: "a", totalCost: -1 })).toEqual({ percent: 0, estimated: false });
    expect(emissionsOf({ id: "a", totalCost: Number.NaN })).toEqual({ percent: 0, estimated: false });
  });
});
