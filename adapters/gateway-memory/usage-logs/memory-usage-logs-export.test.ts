import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { USAGE_LOG_EXPORT_FIELDS } from "../../../core/usage-logs/usage-log-export.ts";
import { UsageLogRecordMother } from "../../../core/usage-logs/usage-log-record.mother.ts";
import { MemoryUsageLogsGateway } from "./memory-usage-logs-gateway.adapter.ts";

const record: UsageLogRecord = UsageLogRecordMother.create({
  id: "req-1",
  createdAt: new Date(2025, 2, 14, 9, 30).toISOString(),
  apikey: "mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f",
  isStream: false,
  providerModel: null,
});

const entry = (changes: Partial<UsageLogRecord>): UsageLogRecord => ({ ...record, ...changes });

/** The export of these logged requests, as text. */
async function csvOf(records: UsageLogRecord[]): Promise<string> {
  return (await new MemoryUsageLogsGateway(records).exportCsv()).text();
}

/** The file read back as a spreadsheet would: a list of rows of cells. */
async function rowsOf(records: UsageLogRecord[]): Promise<string[][]> {
  return Papa.parse<string[]>(await csvOf(records), { skipEmptyLines: true }).data;
}

const cell = (rows: string[][], row: number, field: string) =>
  rows[row]?.[USAGE_LOG_EXPORT_FIELDS.indexOf(field)];

describe("the memory profile's CSV export", () => {
  it("has a header row, then one row per request, newest first", async () => {
    const older = new Date(Date.parse(record.createdAt) - 1000).toISOString();
    const rows = await rowsOf([entry({ id: "req-1", createdAt: older }), entry({ id: "req-2" })]);
    expect(rows[0]).toEqual([...USAGE_LOG_EXPORT_FIELDS]);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row.length)).toEqual([
      USAGE_LOG_EXPORT_FIELDS.length,
      USAGE_LOG_EXPORT_FIELDS.length,
    ]);
    expect([cell(rows, 1, "requestId"), cell(rows, 2, "requestId")]).toEqual(["req-2", "req-1"]);
  });

  it("writes the values a person reads on the screen, the key masked", async () => {
    const rows = await rowsOf([entry({})]);
    expect(cell(rows, 1, "date")).toBe("2025-03-14");
    expect(cell(rows, 1, "time")).toBe("09:30");
    expect(cell(rows, 1, "model")).toBe("gpt-4o-mini");
    expect(cell(rows, 1, "tokensIn")).toBe("12");
    expect(cell(rows, 1, "totalCostUsd")).toBe("0.0000498");
    expect(cell(rows, 1, "apiKey")).toBe("mk-de...b8a7f");
    expect(await csvOf([entry({})])).not.toContain(record.apikey);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+SUM(A1:A9)", "'+SUM(A1:A9)"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ['=HYPERLINK("http://evil.example")\nsecond line', '\'=HYPERLINK("http://evil.example")\nsecond line'],
    ["\t=1+1", "'\t=1+1"],
  ])("keeps a cell starting like a formula (%j) as text", async (query, written) => {
    const rows = await rowsOf([entry({ query })]);
    expect(cell(rows, 1, "query")).toBe(written);
  });

  it("quotes commas, quotes and line breaks so every cell stays in its column", async () => {
    const query = 'Compare "a, b"\nand c';
    const rows = await rowsOf([entry({ query, error: "upstream said: no, later" })]);
    expect(cell(rows, 1, "query")).toBe(query);
    expect(cell(rows, 1, "error")).toBe("upstream said: no, later");
    expect(rows[1]).toHaveLength(USAGE_LOG_EXPORT_FIELDS.length);
  });

  it("leaves an empty cell where a value is missing", async () => {
    const rows = await rowsOf([entry({ apikey: null, timeToFirstToken: null })]);
    expect(cell(rows, 1, "apiKey")).toBe("");
    expect(cell(rows, 1, "timeToFirstTokenMs")).toBe("");
  });

  it("parts lines with CRLF, as spreadsheets expect and as the gateway writes them", async () => {
    const older = new Date(Date.parse(record.createdAt) - 1000).toISOString();
    const text = await csvOf([entry({}), entry({ id: "req-0", createdAt: older })]);
    expect(text).toMatch(/^requestId,[^\r\n]*\r\nreq-1,[^\r\n]*\r\nreq-0,[^\r\n]*$/);
  });
});

describe("the memory profile's CSV export of a long history", () => {
  /** `count` requests a second apart, every fifth failed. */
  const history = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      entry({
        id: `req_${String(index).padStart(6, "0")}`,
        createdAt: new Date(Date.parse(record.createdAt) - index * 1000).toISOString(),
        statusCode: index % 5 === 4 ? 502 : 200,
      }),
    );

  it("holds every request passing the filters, read a batch at a time, newest first", async () => {
    const logs = new MemoryUsageLogsGateway(history(1200));
    const file = await logs.exportCsv({ outcome: "success" });
    expect(file.type).toBe("text/csv;charset=utf-8");
    const [header, ...rows] = Papa.parse<string[]>(await file.text(), { skipEmptyLines: true }).data;
    expect(header).toEqual(USAGE_LOG_EXPORT_FIELDS);
    expect(rows).toHaveLength(960);
    const succeeded = history(1200).filter((logged) => logged.statusCode === 200);
    expect(rows.map((row) => row[0])).toEqual(succeeded.map((logged) => logged.id));
  });

  it("is the header alone when nothing passes the filters", async () => {
    const text = await (await new MemoryUsageLogsGateway(history(3)).exportCsv({ model: "none" })).text();
    expect(text).toBe(USAGE_LOG_EXPORT_FIELDS.join(","));
  });
});
