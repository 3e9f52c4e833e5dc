import { describe, expect, it } from "vitest";
import { UsageLogEntry, type UsageLogRecord } from "./usage-log-entry.entity.ts";
import { USAGE_LOG_EXPORT_FIELDS, usageLogExportFileName, usageLogExportRows } from "./usage-log-export.ts";
import { UsageLogRecordMother } from "./usage-log-record.mother.ts";

const record: UsageLogRecord = UsageLogRecordMother.create({
  timeToFirstToken: 210.4,
  generationDuration: 950.6,
  requestContent: '[{"role":"user","content":"What is a watt?"}]',
  responseContent: "A joule per second.",
  renewablePercentage: 58.4,
});

const exported = (changes: Partial<UsageLogRecord> = {}) => {
  const [row] = usageLogExportRows([new UsageLogEntry({ ...record, ...changes })]);
  return Object.fromEntries(USAGE_LOG_EXPORT_FIELDS.map((field, index) => [field, row?.[index]]));
};

describe("an exported request", () => {
  it("has a cell under every header, the full id, local date and time, and the moment in UTC", () => {
    const [row] = usageLogExportRows([new UsageLogEntry(record)]);
    expect(row).toHaveLength(USAGE_LOG_EXPORT_FIELDS.length);
    expect(exported()).toMatchObject({
      requestId: record.id,
      date: "2025-03-14",
      time: "16:05",
      createdAt: record.createdAt,
      vendor: "OpenAI",
      model: "gpt-4o-mini",
      providerModel: "gpt-4o-mini-2024-07-18",
      statusCode: 200,
      error: null,
      query: "What is a watt?",
      stream: true,
    });
  });

  it("names its key only masked, or says it came from the playground", () => {
    expect(exported().apiKey).toBe("sk-me...56789");
    expect(exported({ apikey: "playground" }).apiKey).toBe("playground");
    expect(exported({ apikey: null }).apiKey).toBeNull();
  });

  it("gives costs in dollars with 7 decimals and the energy cost as 15 % of the cost", () => {
    expect(exported()).toMatchObject({
      tokensInCostUsd: "0.0000018",
      tokensOutCostUsd: "0.0000480",
      totalCostUsd: "0.0000498",
      energyCostUsd: "0.0000075",
    });
  });

  it("gives counts and timings as numbers, whole milliseconds", () => {
    expect(exported()).toMatchObject({
      tokensIn: 12,
      tokensOut: 80,
      totalTokens: 92,
      timeToFirstTokenMs: 210,
      generationDurationMs: 951,
      tokenRate: 84.2,
    });
    expect(exported({ timeToFirstToken: null, generationDuration: null })).toMatchObject({
      timeToFirstTokenMs: null,
      generationDurationMs: null,
    });
  });

  it("tells whether its renewable share is an estimate", () => {
    expect(exported()).toMatchObject({ renewablePercent: 58.4, renewableEstimated: false });
    expect(exported({ renewablePercentage: null }).renewableEstimated).toBe(true);
  });

  it("ends with the endpoint it came through and whether its tokens and costs are estimates", () => {
    expect(USAGE_LOG_EXPORT_FIELDS.slice(-2)).toEqual(["endpoint", "usageEstimated"]);
    expect(exported({ endpoint: "embeddings", usageEstimated: true })).toMatchObject({
      endpoint: "embeddings",
      usageEstimated: true,
    });
    expect(exported()).toMatchObject({ endpoint: "chat", usageEstimated: false });
  });

  it("leaves the prompt and answer out of the file", () => {
    expect(USAGE_LOG_EXPORT_FIELDS).not.toContain("requestContent");
    expect(Object.values(exported())).not.toContain("A joule per second.");
  });
});

describe("the export's file name", () => {
  it("carries the local day it was made", () => {
    expect(usageLogExportFileName(new Date(2025, 2, 14, 23, 59))).toBe("usage-logs-2025-03-14.csv");
  });
});
