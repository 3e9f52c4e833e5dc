import papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USAGE_LOG_EXPORT_FIELDS } from "../../core/usage-logs/usage-log-export.ts";
import { insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { loggedRequest, logRequests } from "./logged-requests.test-helper.ts";
import { EXPORT_BATCH_SIZE } from "./usage-log-csv.ts";

let gateway: TestGateway;
let person: SignedInPerson;
let ids: string[];
const KEY = "mk-export-0123456789abcdef";
/** More than two batches. */
const LOGGED = EXPORT_BATCH_SIZE * 2 + 205;

beforeAll(async () => {
  gateway = await startTestGateway({
    catalogue: false,
    clock: { now: () => Date.parse("2025-03-20T12:00:00.000Z") },
  });
  person = await gateway.signIn();
  ids = await logRequests(gateway.db, person, LOGGED, { apikey: KEY });
  await insertChatHistoryDrafts(gateway.db, [
    loggedRequest(person.uid, {
      id: `formula-${person.uid}`,
      query: '=HYPERLINK("https://example.test")',
      statusCode: 502,
      error: "Upstream provider unavailable",
      createdAt: "2025-02-01T12:00:00.000Z",
      requestContent: '[{"role":"user","content":"secret prompt"}]',
    }),
  ]);
  const someoneElse = await gateway.signIn();
  await logRequests(gateway.db, someoneElse, 3);
});
afterAll(() => gateway.close());

async function exported(query: Record<string, string> = {}, headers = person.headers) {
  const response = await fetch(`${gateway.apiUrl}/chat/history/export?${new URLSearchParams(query)}`, {
    headers,
  });
  const text = await response.text();
  return { response, text, rows: papa.parse<string[]>(text.trimEnd()).data };
}

const cell = (row: readonly string[] | undefined, field: string) =>
  row?.[USAGE_LOG_EXPORT_FIELDS.indexOf(field)];

describe("GET /chat/history/export", () => {
  it("streams every request of the person as CSV, newest first, through more than one batch", async () => {
    const { response, text, rows } = await exported();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    expect(response.headers.get("content-length")).toBeNull();
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="usage-logs-2025-03-20.csv"',
    );
    expect(rows[0]).toEqual([...USAGE_LOG_EXPORT_FIELDS]);
    expect(rows).toHaveLength(1 + LOGGED + 1);
    expect(rows.slice(1, -1).map((row) => cell(row, "requestId"))).toEqual(ids);
    expect(text.split("\r\n")).toHaveLength(rows.length);
    expect(text.endsWith("\r\n")).toBe(false);
  });

  it("writes each request's cells by core's export rule: the key masked, costs with 7 decimals, no prompt", async () => {
    const { rows, text } = await exported();
    const newest = rows[1];
    expect(cell(newest, "createdAt")).toBe("2025-03-14T12:00:00.000Z");
    expect(cell(newest, "apiKey")).toBe("mk-ex...bcdef");
    expect(cell(newest, "totalCostUsd")).toBe("0.0000135");
    expect(cell(newest, "statusCode")).toBe("200");
    expect(cell(newest, "endpoint")).toBe("chat");
    expect(text).not.toContain(KEY);
    expect(text).not.toContain("secret prompt");
    const formula = rows.at(-1);
    expect(cell(formula, "query")).toBe('\'=HYPERLINK("https://example.test")');
    expect(cell(formula, "apiKey")).toBe("playground");
    expect(cell(formula, "error")).toBe("Upstream provider unavailable");
  });

  it("exports only the requests passing the filters, and a header alone when none do", async () => {
    const failed = await exported({ status: "error" });
    expect(failed.rows.slice(1).map((row) => cell(row, "requestId"))).toEqual([`formula-${person.uid}`]);
    const none = await exported({ model: "nobody-asked-for-this" });
    expect(none.text).toBe(USAGE_LOG_EXPORT_FIELDS.join(","));
  });

  it("refuses a malformed filter with 400 and says why, and a caller who is not signed in", async () => {
    const { response, text } = await exported({ endDate: "2025-02-30T00:00:00Z" });
    expect(response.status).toBe(400);
    expect(JSON.parse(text).errMsgs).toEqual(["endDate must be an ISO 8601 date"]);
    expect((await exported({}, {})).response.status).toBe(401);
  });

  it("answers a filter the database cannot hold with 400 and a message, not with a download cut short", async () => {
    const { response, text } = await exported({ model: "gpt\u0000mini" });
    expect(response.status).toBe(400);
    expect(JSON.parse(text).errMsgs?.length).toBeGreaterThan(0);
  });
});
