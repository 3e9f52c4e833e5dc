import { describe, expect, it } from "vitest";
import type { GatewayError } from "../../../core/errors/gateway-error.ts";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogFilters } from "../../../core/usage-logs/usage-log-filters.ts";
import { UsageLogRecordMother } from "../../../core/usage-logs/usage-log-record.mother.ts";
import { FOREIGN_CURSOR_MESSAGE } from "../../../core/usage-logs/usage-log-rules.ts";
import { MemoryUsageLogsGateway } from "./memory-usage-logs-gateway.adapter.ts";

const NEWEST_AT = Date.parse("2025-03-14T12:00:00.000Z");

/** `count` requests a minute apart, the newest at NEWEST_AT, every fifth failed; given oldest first. */
function history(count: number): UsageLogRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const age = count - 1 - index;
    return UsageLogRecordMother.create({
      id: `req_${String(age).padStart(6, "0")}`,
      createdAt: new Date(NEWEST_AT - age * 60_000).toISOString(),
      statusCode: age % 5 === 4 ? 502 : 200,
      tokensIn: 10,
      tokensOut: 20,
      totalTokens: 30,
      totalCost: 0.0001,
    });
  });
}

/** Every page from the first to the last, each page's ids. */
async function allPages(logs: MemoryUsageLogsGateway, filters: UsageLogFilters = {}, limit?: number) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await logs.listPage(filters, cursor, limit);
    pages.push(page.entries.map((entry) => entry.id));
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as GatewayError,
  );

describe("the memory request logs, page by page", () => {
  it("list every request once, newest first, a hundred at a time unless asked otherwise", async () => {
    const logs = new MemoryUsageLogsGateway(history(250));
    const pages = await allPages(logs);
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    expect(pages.flat()).toEqual(
      history(250)
        .map((record) => record.id)
        .reverse(),
    );
  });

  it("end with no cursor on a page that holds the last request, however many there are", async () => {
    const logs = new MemoryUsageLogsGateway(history(6000));
    const pages = await allPages(logs, {}, 500);
    expect(pages).toHaveLength(12);
    expect(new Set(pages.flat()).size).toBe(6000);
    expect((await logs.listPage({}, null, 6)).nextCursor).not.toBeNull();
    expect((await new MemoryUsageLogsGateway(history(6)).listPage({}, null, 6)).nextCursor).toBeNull();
  });

  it("keep their place when newer requests are logged between two pages", async () => {
    const logs = new MemoryUsageLogsGateway(history(5));
    const first = await logs.listPage({}, null, 2);
    logs.record(
      UsageLogRecordMother.create({ id: "req_newer", createdAt: new Date(NEWEST_AT + 1000).toISOString() }),
    );
    const second = await logs.listPage({}, first.nextCursor, 2);
    expect(first.entries.map((entry) => entry.id)).toEqual(["req_000000", "req_000001"]);
    expect(second.entries.map((entry) => entry.id)).toEqual(["req_000002", "req_000003"]);
    expect((await logs.listPage({}, null, 1)).entries[0]?.id).toBe("req_newer");
  });

  it("order requests of the same moment by id, and place a request logged late by when it was made", async () => {
    const at = new Date(NEWEST_AT).toISOString();
    const logs = new MemoryUsageLogsGateway([
      UsageLogRecordMother.create({ id: "req_b", createdAt: at }),
      UsageLogRecordMother.create({ id: "req_c", createdAt: at }),
      UsageLogRecordMother.create({ id: "req_a", createdAt: at }),
    ]);
    logs.record(
      UsageLogRecordMother.create({ id: "req_old", createdAt: new Date(NEWEST_AT - 1000).toISOString() }),
    );
    expect((await allPages(logs, {}, 1)).flat()).toEqual(["req_c", "req_b", "req_a", "req_old"]);
  });

  it("page through the requests that pass the filters only", async () => {
    const logs = new MemoryUsageLogsGateway(history(300));
    const failed = (await allPages(logs, { outcome: "error" }, 25)).flat();
    expect(failed).toHaveLength(60);
    // The nine minutes before the newest request: its own moment is the period's end, excluded.
    const period = { from: new Date(NEWEST_AT - 9 * 60_000), to: new Date(NEWEST_AT) };
    expect((await allPages(logs, period, 4)).flat()).toEqual(
      Array.from({ length: 9 }, (_, index) => `req_${String(index + 1).padStart(6, "0")}`),
    );
  });

  it("refuse a cursor they did not give, and a page size out of range, as the gateway does", async () => {
    const logs = new MemoryUsageLogsGateway(history(3));
    expect(await refusal(logs.listPage({}, "eyJub3QiOiJvdXJzIn0"))).toMatchObject({
      status: 400,
      serverMessages: [FOREIGN_CURSOR_MESSAGE],
    });
    for (const limit of [0, 501, 2.5])
      expect((await refusal(logs.listPage({}, null, limit)))?.status).toBe(400);
  });
});

describe("the memory request logs' totals", () => {
  it("add up every request passing the filters, however many", async () => {
    const logs = new MemoryUsageLogsGateway(history(6000));
    const totals = await logs.totals();
    expect(totals).toMatchObject({ requests: 6000, errors: 1200, tokensIn: 60_000, tokensOut: 120_000 });
    expect(totals.totalCost).toBeCloseTo(0.6, 9);
    expect(totals.energyCost).toBeCloseTo(0.09, 9);
    expect((await logs.totals({ outcome: "error" })).requests).toBe(1200);
  });

  it("add up a long history in slices, letting the page's other work run in between", async () => {
    const logs = new MemoryUsageLogsGateway(history(30_000));
    const happened: string[] = [];
    const counting = logs.totals().then(() => happened.push("counted"));
    setTimeout(() => happened.push("other work"), 0);
    await counting;
    expect(happened).toEqual(["other work", "counted"]);
  });

  it("count the emissions of the simulated provider's energy, an estimate where no renewable share was told", async () => {
    const told = new MemoryUsageLogsGateway([UsageLogRecordMother.create({ renewablePercentage: 50 })]);
    const untold = new MemoryUsageLogsGateway([UsageLogRecordMother.create({ renewablePercentage: null })]);
    const [half, whole] = [await told.totals(), await untold.totals()];
    expect(half.emissions.estimated).toBe(false);
    expect(whole.emissions.estimated).toBe(true);
    expect(whole.emissions.grams).toBeGreaterThan(0);
    expect(half.emissions.grams).toBeCloseTo((whole.emissions.grams ?? 0) / 2, 12);
    expect((await new MemoryUsageLogsGateway([]).totals()).emissions.grams).toBeNull();
  });
});

describe("the memory request logs' key filter", () => {
  const logs = () =>
    new MemoryUsageLogsGateway([
      UsageLogRecordMother.create({ id: "req_one", apikey: "mk-on...11111", apiKeyId: "key-one" }),
      UsageLogRecordMother.create({ id: "req_two", apikey: "mk-tw...22222", apiKeyId: "key-two" }),
      UsageLogRecordMother.create({ id: "req_play", apikey: "playground", apiKeyId: null }),
    ]);

  it("keeps the requests of one key, named by its id, in the list and the totals", async () => {
    const gateway = logs();
    expect((await allPages(gateway, { apiKeyId: "key-two" })).flat()).toEqual(["req_two"]);
    expect((await gateway.totals({ apiKeyId: "key-two" })).requests).toBe(1);
  });

  it("keeps the playground's requests", async () => {
    expect((await allPages(logs(), { apikey: "playground" })).flat()).toEqual(["req_play"]);
  });

  it("refuses a key named by its value, as the gateway does", async () => {
    const gateway = logs();
    for (const call of [gateway.listPage({ apikey: "mk-on...11111" }), gateway.totals({ apikey: "mk-x" })])
      expect((await refusal(call))?.serverMessages).toEqual([
        "apikey filters only playground requests; filter a key by apiKeyId",
      ]);
  });
});
