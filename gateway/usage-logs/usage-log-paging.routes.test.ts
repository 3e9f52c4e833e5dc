import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USAGE_LOG_PAGE_SIZE } from "../../core/usage-logs/usage-log-page.ts";
import { insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { loggedRequest, logRequests } from "./logged-requests.test-helper.ts";
import { cursorOf } from "./request-log-cursor.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});
afterAll(() => gateway.close());

interface Page {
  readonly status: number;
  readonly body: { data: { id: string }[]; nextCursor: string | null; errMsgs?: string[] };
}

async function history(person: SignedInPerson, query: Record<string, string | string[]>): Promise<Page> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of [value].flat()) search.append(name, item);
  const response = await fetch(`${gateway.apiUrl}/chat/history?${search}`, { headers: person.headers });
  return { status: response.status, body: await response.json() };
}

/** Every page from the newest on, following nextCursor; `between` runs after each page. */
async function everyPage(
  person: SignedInPerson,
  query: Record<string, string>,
  between: (pageNumber: number) => Promise<void> = async () => {},
): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await history(person, { ...query, ...(cursor ? { cursor } : {}) });
    expect(status).toBe(200);
    pages.push(body.data.map((row) => row.id));
    cursor = body.nextCursor;
    await between(pages.length);
  } while (cursor);
  return pages;
}

describe("paging through GET /chat/history", () => {
  it("gives every request once, newest first, a page at a time, and no cursor after the last page", async () => {
    const person = await gateway.signIn();
    const ids = await logRequests(gateway.db, person, 7);
    const pages = await everyPage(person, { limit: "3" });
    expect(pages).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6)]);
    const whole = await history(person, { limit: "7" });
    expect(whole.body.nextCursor).toBeNull();
  });

  it("neither repeats nor skips a request when newer ones arrive between pages", async () => {
    const person = await gateway.signIn();
    const ids = await logRequests(gateway.db, person, 9);
    const pages = await everyPage(person, { limit: "4" }, (pageNumber) =>
      logRequests(gateway.db, person, 2, {
        prefix: `newer-${pageNumber}`,
        newestAt: Date.parse("2025-03-15T12:00:00.000Z") + pageNumber * 3_600_000,
      }).then(() => undefined),
    );
    expect(pages.flat()).toEqual(ids);
    const first = await history(person, { limit: "1" });
    expect(first.body.data[0]?.id).toMatch(/^newer-3-/);
  });

  it("tells apart requests of one millisecond, and orders requests of one moment by id", async () => {
    const person = await gateway.signIn();
    await insertChatHistoryDrafts(gateway.db, [
      loggedRequest(person.uid, { id: "micro-a", createdAt: "2025-03-01 12:00:00.123456+00" }),
      loggedRequest(person.uid, { id: "micro-b", createdAt: "2025-03-01 12:00:00.123+00" }),
      loggedRequest(person.uid, { id: "micro-c", createdAt: "2025-03-01 12:00:00.123789+00" }),
      loggedRequest(person.uid, { id: "same-1", createdAt: "2025-03-01 11:00:00+00" }),
      loggedRequest(person.uid, { id: "same-2", createdAt: "2025-03-01 11:00:00+00" }),
    ]);
    const pages = await everyPage(person, { limit: "1" });
    expect(pages.flat()).toEqual(["micro-c", "micro-a", "micro-b", "same-2", "same-1"]);
  });

  it("keeps to the filters on every page, the department's too", async () => {
    const person = await gateway.signIn();
    await logRequests(gateway.db, person, 5, { prefix: "research", departmentId: "dep-research" });
    const support = await logRequests(gateway.db, person, 5, {
      prefix: "support",
      departmentId: "dep-support",
      newestAt: Date.parse("2025-03-14T12:00:30.000Z"),
    });
    const pages = await everyPage(person, { limit: "2", departmentId: "dep-support" });
    expect(pages.flat()).toEqual(support);
    const failed = await everyPage(person, { limit: "2", departmentId: "dep-research", status: "error" });
    expect(failed).toEqual([[]]);
  });

  it(`holds ${USAGE_LOG_PAGE_SIZE.default} requests unless asked for another number, at most ${USAGE_LOG_PAGE_SIZE.max}`, async () => {
    const person = await gateway.signIn();
    const ids = await logRequests(gateway.db, person, USAGE_LOG_PAGE_SIZE.max + 1);
    const byDefault = await history(person, {});
    expect(byDefault.body.data).toHaveLength(USAGE_LOG_PAGE_SIZE.default);
    expect(byDefault.body.nextCursor).toEqual(expect.any(String));
    const most = await history(person, { limit: String(USAGE_LOG_PAGE_SIZE.max) });
    expect(most.body.data).toHaveLength(USAGE_LOG_PAGE_SIZE.max);
    const rest = await history(person, { limit: "100", cursor: most.body.nextCursor ?? "" });
    expect(rest.body).toEqual({ data: [expect.objectContaining({ id: ids.at(-1) })], nextCursor: null });
  });

  const LIMIT_RULE = `limit must be a whole number from 1 to ${USAGE_LOG_PAGE_SIZE.max}`;
  it.each([
    [{ limit: "0" }, LIMIT_RULE],
    [{ limit: String(USAGE_LOG_PAGE_SIZE.max + 1) }, LIMIT_RULE],
    [{ limit: "ten" }, LIMIT_RULE],
    [{ limit: "2.5" }, LIMIT_RULE],
    [{ limit: "-1" }, LIMIT_RULE],
    [{ limit: "99999999999999999999" }, LIMIT_RULE],
    [{ limit: ["1", "2"] }, LIMIT_RULE],
    [{ cursor: ["a", "b"] }, "cursor must be given once"],
  ])("refuses %j with 400 and says why", async (query, message) => {
    const person = await gateway.signIn();
    const { status, body } = await history(person, query);
    expect(status).toBe(400);
    expect(body.errMsgs).toContain(message);
  });

  const encoded = (text: string) => Buffer.from(text).toString("base64url");
  it.each([
    ["not base64url of JSON", "not-a-cursor"],
    ["base64url of a text", encoded('"2025-03-01"')],
    ["a pair of a number and an id", encoded('[1741824000000,"req-1"]')],
    ["three items", encoded('["2025-03-01 12:00:00+00","req-1","more"]')],
    ["a day the calendar lacks", cursorOf({ createdAt: "2025-02-30 12:00:00+00", id: "req-1" })],
    ["an hour past the day", cursorOf({ createdAt: "2025-03-01 24:00:00+00", id: "req-1" })],
    ["no timestamp at all", cursorOf({ createdAt: "yesterday", id: "req-1" })],
    ["an empty id", cursorOf({ createdAt: "2025-03-01 12:00:00+00", id: "" })],
    ["a NUL in the id", cursorOf({ createdAt: "2025-03-01 12:00:00+00", id: "req\u0000" })],
    ["JSON spaced otherwise", encoded('[ "2025-03-01 12:00:00+00", "req-1" ]')],
    ["padded base64", `${encoded('["2025-03-01 12:00:00+00","req-1"]')}==`],
    ["a very long text", "A".repeat(5000)],
  ])("refuses a cursor the gateway did not give (%s) with 400", async (_why, cursor) => {
    const person = await gateway.signIn();
    const { status, body } = await history(person, { cursor });
    expect(status).toBe(400);
    expect(body.errMsgs).toEqual(["cursor is not one this gateway gave"]);
  });

  it("takes a cursor written as ISO 8601 too", async () => {
    const person = await gateway.signIn();
    const ids = await logRequests(gateway.db, person, 3);
    const cursor = cursorOf({ createdAt: "2025-03-14T11:59:00.000Z", id: ids[1] ?? "" });
    expect((await history(person, { cursor })).body.data.map((row) => row.id)).toEqual([ids[2]]);
  });
});
