import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { MemoryAvailableModelsGateway } from "../../adapters/gateway-memory/available-models/memory-available-models-gateway.adapter.ts";
import { MemoryUsageLogsGateway } from "../../adapters/gateway-memory/usage-logs/memory-usage-logs-gateway.adapter.ts";
import { usageLogsSeed } from "../../adapters/gateway-memory/usage-logs/usage-logs.seed.ts";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { Notifier, type ToastRequest } from "../../core/notifier/notifier.port.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import type { UsageLogEntry, UsageLogRecord } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import { USAGE_LOG_PAGE_SIZE, type UsageLogTotalsJson } from "../../core/usage-logs/usage-log-page.ts";
import { OFFERED_STATUS_CODES } from "../../core/usage-logs/usage-log-rules.ts";
import type { UsageLogTotals } from "../../core/usage-logs/usage-log-totals.ts";
import { type UsageLogPage, UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import type { UsageLogsState } from "./usage-logs.state.ts";
import type { UsageLogsViewModel } from "./usage-logs.view-model.ts";
import { createUsageLogsViewModel } from "./usage-logs.view-model-factory.ts";

const clock: Clock = { now: () => Date.parse("2025-03-14T12:00:00.000Z") };
/** Fewer requests than a page holds. */
const RECORDS = usageLogsSeed(clock);
/** Two and a half pages of requests. */
const LONG_HISTORY = usageLogsSeed(clock, 250);
/** The requests logged with a key were sent with the first of the person's keys, which they logged masked. */
const KEYED = RECORDS.find((record) => record.apiKeyId) as UsageLogRecord;
/** The person's keys. */
const KEYS = [
  ApiKeyMother.record({ id: KEYED.apiKeyId ?? "", name: "Build server", value: KEYED.apikey ?? "" }),
  ApiKeyMother.record({ id: "key-2", name: "Laptop", value: "mk-tw...e9f1a" }),
];
/** The toasts of failures the server did not explain, as the en-US pack words them. */
const FALLBACKS = {
  load: "The request logs could not be loaded. Please try again.",
  totals: "The totals could not be counted. Please try again.",
  export: "The CSV file could not be prepared. Please try again.",
};
/** The afternoon of 14 March 2025, in the test's time zone: the export's file is named with that day. */
const TODAY = new Date(2025, 2, 14, 18, 0).getTime();

class RecordingNotifier implements Notifier {
  readonly toasts: ToastRequest[] = [];
  notify(request: ToastRequest) {
    this.toasts.push(request);
    return String(this.toasts.length);
  }
  notifyInterface(request: ToastRequest) {
    return this.notify(request);
  }
  dismiss() {}
}

/** The memory logs, remembering each call: the filters and cursor of every page, the filters of the rest. */
class SpyingLogs implements UsageLogsGateway {
  readonly pages: { filters: UsageLogFilters; cursor: string | null }[] = [];
  readonly totalled: UsageLogFilters[] = [];
  readonly exported: UsageLogFilters[] = [];
  private readonly memory: MemoryUsageLogsGateway;
  constructor(records: readonly UsageLogRecord[] = RECORDS) {
    this.memory = new MemoryUsageLogsGateway(records);
  }
  listPage(filters: UsageLogFilters = {}, cursor: string | null = null): Promise<UsageLogPage> {
    this.pages.push({ filters, cursor });
    return this.memory.listPage(filters, cursor);
  }
  totals(filters: UsageLogFilters = {}): Promise<UsageLogTotalsJson> {
    this.totalled.push(filters);
    return this.memory.totals(filters);
  }
  exportCsv(filters: UsageLogFilters = {}): Promise<Blob> {
    this.exported.push(filters);
    return this.memory.exportCsv(filters);
  }
}

/** A call held until the test lets it answer. */
function held<T>() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const after = async (answer: () => Promise<T>) => {
    await gate;
    return answer();
  };
  return { release, after };
}

function screen(
  search = "",
  fakes: { readonly logs?: SpyingLogs; readonly apiKeys?: Pick<ApiKeysGateway, "list"> } = {},
) {
  const logs = fakes.logs ?? new SpyingLogs();
  const notifier = new RecordingNotifier();
  const addresses: string[] = [];
  const services = screenServicesForTest((bind) => {
    bind(UsageLogsGateway, logs);
    bind(ApiKeysGateway, (fakes.apiKeys ?? new MemoryApiKeysGateway(KEYS)) as ApiKeysGateway);
    bind(AvailableModelsGateway, new MemoryAvailableModelsGateway(CatalogueMother.create()));
    bind(Notifier, notifier);
    bind(Clock, { now: () => TODAY });
  });
  const viewModel = disposedAfterTest(
    createUsageLogsViewModel(services, search, (next) => addresses.push(next)),
  );
  return { viewModel, logs, notifier, addresses };
}

/** The first state that passes the test. */
function stateWhere(
  viewModel: UsageLogsViewModel,
  test: (state: UsageLogsState) => boolean,
): Promise<UsageLogsState> {
  return new Promise((resolve) => {
    const subscription = viewModel.state$.subscribe((state) => {
      if (!test(state)) return;
      queueMicrotask(() => subscription.unsubscribe());
      resolve(state);
    });
  });
}

/** The state once the first page is listed (or failed) and the totals counted. */
async function settled(viewModel: UsageLogsViewModel): Promise<UsageLogsState & { totals: UsageLogTotals }> {
  const state = await stateWhere(viewModel, ({ status, totals }) => status !== "loading" && totals !== null);
  return state as UsageLogsState & { totals: UsageLogTotals };
}

const listedOnce = (viewModel: UsageLogsViewModel) =>
  stateWhere(viewModel, (state) => state.status !== "loading");

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const ids = (entries: readonly UsageLogEntry[]) => entries.map((entry) => entry.id);

const newestFirst = (records: readonly UsageLogRecord[]) =>
  [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).map((record) => record.id);

describe("the usage logs screen", () => {
  it("lists the newest page of requests, with what every one of them adds up to", async () => {
    const { viewModel } = screen("", { logs: new SpyingLogs(LONG_HISTORY) });
    expect(viewModel.current().status).toBe("loading");
    const state = await settled(viewModel);
    expect(state.status).toBe("ready");
    expect(ids(state.entries)).toEqual(newestFirst(LONG_HISTORY).slice(0, USAGE_LOG_PAGE_SIZE.default));
    expect(state.paging).toBe("more");
    expect(state.totals.requests).toBe(LONG_HISTORY.length);
    expect(state.totals.tokens).toBe(
      LONG_HISTORY.reduce((sum, record) => sum + record.tokensIn + record.tokensOut, 0),
    );
  });

  it("lists a short history whole, its end reached", async () => {
    const state = await settled(screen().viewModel);
    expect(ids(state.entries)).toEqual(newestFirst(RECORDS));
    expect(state.paging).toBe("end");
    expect(state.totals.requests).toBe(RECORDS.length);
  });

  it("shows the first page without waiting for the totals", async () => {
    const logs = new SpyingLogs();
    const totals = held<UsageLogTotalsJson>();
    logs.totals = (filters) => totals.after(() => new MemoryUsageLogsGateway(RECORDS).totals(filters));
    const { viewModel } = screen("", { logs });
    const listed = await listedOnce(viewModel);
    expect(listed.entries).toHaveLength(RECORDS.length);
    expect(listed.totals).toBeNull();
    totals.release();
    expect((await settled(viewModel)).totals.requests).toBe(RECORDS.length);
  });

  it("asks for the totals with the filters of the list", async () => {
    const { viewModel, logs } = screen("?status=error&endpoint=chat");
    const state = await settled(viewModel);
    expect(logs.totalled).toEqual([{ outcome: "error", endpoint: "chat" }]);
    const counted = RECORDS.filter((record) => record.statusCode >= 400 && record.endpoint === "chat");
    expect(state.totals.requests).toBe(counted.length);
  });

  it("adds older pages through the cursor until every request is listed, each once", async () => {
    const { viewModel, logs } = screen("", { logs: new SpyingLogs(LONG_HISTORY) });
    const first = await settled(viewModel);
    await viewModel.loadMore();
    expect(viewModel.current()).toMatchObject({ paging: "more", listing: first.listing });
    expect(viewModel.current().entries).toHaveLength(200);
    await viewModel.loadMore();
    const { entries, paging } = viewModel.current();
    expect(ids(entries)).toEqual(newestFirst(LONG_HISTORY));
    expect(paging).toBe("end");
    expect(logs.pages.map((page) => page.cursor === null)).toEqual([true, false, false]);
    await viewModel.loadMore();
    expect(logs.pages).toHaveLength(3);
  });

  it("asks for one older page at a time", async () => {
    const { viewModel, logs } = screen("", { logs: new SpyingLogs(LONG_HISTORY) });
    await settled(viewModel);
    const asked = viewModel.loadMore();
    expect(viewModel.current().paging).toBe("loading");
    await Promise.all([viewModel.loadMore(), viewModel.loadMore(), asked]);
    expect(logs.pages).toHaveLength(2);
    expect(viewModel.current().entries).toHaveLength(200);
  });

  it("pages through the requests that pass the filters only", async () => {
    const { viewModel, logs } = screen("?status=success", { logs: new SpyingLogs(LONG_HISTORY) });
    await settled(viewModel);
    await viewModel.loadMore();
    expect(logs.pages.map((page) => page.filters)).toEqual([{ outcome: "success" }, { outcome: "success" }]);
    const { entries, paging } = viewModel.current();
    expect(paging).toBe("end");
    expect(entries).toHaveLength(LONG_HISTORY.filter((record) => record.statusCode < 400).length);
    expect(entries.every((entry) => entry.statusCode < 400)).toBe(true);
  });

  it("starts again from the newest request, as a new list, when the filters change", async () => {
    const { viewModel } = screen("", { logs: new SpyingLogs(LONG_HISTORY) });
    const first = await settled(viewModel);
    await viewModel.loadMore();
    viewModel.showAddress("?vendor=OpenAI");
    const filtered = await stateWhere(
      viewModel,
      (state) => state.status === "ready" && state.view.vendor === "OpenAI",
    );
    expect(filtered.listing).toBe(first.listing + 1);
    expect(filtered.entries).toHaveLength(USAGE_LOG_PAGE_SIZE.default);
    expect(filtered.entries.every((entry) => entry.vendor === "OpenAI")).toBe(true);
  });

  it("drops an older page that arrives after the filters changed", async () => {
    const logs = new SpyingLogs(LONG_HISTORY);
    const { viewModel } = screen("", { logs });
    await settled(viewModel);
    const slow = held<UsageLogPage>();
    const listPage = logs.listPage.bind(logs);
    logs.listPage = (filters, cursor) =>
      cursor ? slow.after(() => listPage(filters, cursor)) : listPage(filters);
    const older = viewModel.loadMore();
    viewModel.showAddress("?status=error");
    const failed = await stateWhere(
      viewModel,
      (state) => state.status === "ready" && state.view.status === "error",
    );
    slow.release();
    await older;
    expect(viewModel.current().entries).toEqual(failed.entries);
    expect(viewModel.current().entries.every((entry) => entry.statusCode >= 400)).toBe(true);
  });

  it("says when an older page could not be loaded, and adds it when asked again", async () => {
    const logs = new SpyingLogs(LONG_HISTORY);
    const { viewModel, notifier } = screen("", { logs });
    await settled(viewModel);
    const listPage = logs.listPage.bind(logs);
    logs.listPage = () => Promise.reject(GatewayError.http(503, "The log store is busy"));
    await viewModel.loadMore();
    expect(viewModel.current()).toMatchObject({ paging: "failed", status: "ready" });
    expect(viewModel.current().entries).toHaveLength(100);
    expect(notifier.toasts.map((toast) => toast.message)).toEqual(["The log store is busy"]);
    logs.listPage = listPage;
    await viewModel.loadMore();
    expect(viewModel.current()).toMatchObject({ paging: "more" });
    expect(viewModel.current().entries).toHaveLength(200);
  });

  it("lists what the address asks for", async () => {
    const { viewModel, logs } = screen(
      `?from=2025-03-01&to=2025-03-14&vendor=OpenAI&status=error&key=${KEYS[0]?.id}`,
    );
    const state = await settled(viewModel);
    expect(logs.pages.at(-1)).toEqual({
      filters: {
        from: new Date(2025, 2, 1),
        to: new Date(2025, 2, 15),
        vendor: "OpenAI",
        outcome: "error",
        apiKeyId: KEYS[0]?.id,
      },
      cursor: null,
    });
    expect(state.entries.length).toBeGreaterThan(0);
    expect(
      state.entries.every(
        (entry) => entry.vendor === "OpenAI" && entry.statusCode >= 400 && entry.apiKeyId === KEYS[0]?.id,
      ),
    ).toBe(true);
    expect(state.totals.requests).toBe(state.entries.length);
  });

  it("lists the requests of the endpoint the address names, a tool round trip of the demo among them", async () => {
    const { viewModel, logs } = screen("?endpoint=chat");
    const state = await settled(viewModel);
    expect(logs.pages.at(-1)?.filters).toEqual({ endpoint: "chat" });
    expect(state.entries.length).toBeGreaterThan(0);
    expect(state.entries.every((entry) => entry.endpoint === "chat")).toBe(true);
    expect(state.entries.some((entry) => entry.toolCalls?.includes("get_weather"))).toBe(true);
    viewModel.showAddress("?endpoint=embeddings");
    const embeddings = await settled(viewModel);
    expect(embeddings.entries.length).toBeGreaterThan(0);
    expect(embeddings.entries.every((entry) => entry.endpoint === "embeddings")).toBe(true);
  });

  it("lists everything when the address holds nothing it can use", async () => {
    const { viewModel, logs } = screen("?from=2025-02-30&status=maybe&key=key-deleted&model=a&model=b");
    const state = await settled(viewModel);
    expect(logs.pages.at(-1)?.filters).toEqual({});
    expect(state.view).toEqual({});
    expect(state.entries).toHaveLength(RECORDS.length);
  });

  it("changes a filter by asking for the address that holds it, then lists what that address asks for", async () => {
    const { viewModel, logs, addresses } = screen("?model=o3-mini");
    await settled(viewModel);
    viewModel.setFilters({ status: 502, model: undefined });
    expect(addresses).toEqual(["?status=502"]);
    viewModel.showAddress("?status=502");
    const state = await settled(viewModel);
    expect(logs.pages.at(-1)?.filters).toEqual({ statusCode: 502 });
    expect(state.view).toEqual({ status: 502 });
    expect(state.entries.every((entry) => entry.statusCode === 502)).toBe(true);
  });

  it("does not list again for the address it already shows", async () => {
    const { viewModel, logs } = screen("?vendor=OpenAI");
    await settled(viewModel);
    viewModel.showAddress("?vendor=OpenAI");
    await flush();
    expect(logs.pages).toHaveLength(1);
    expect(logs.totalled).toHaveLength(1);
  });

  it("clears every filter by asking for the bare address", async () => {
    const { viewModel, addresses } = screen("?vendor=OpenAI&status=error");
    await settled(viewModel);
    viewModel.clearFilters();
    expect(addresses).toEqual([""]);
  });

  it("shows the answer for the latest address, not a slower one asked for before", async () => {
    const logs = new SpyingLogs();
    const slow = held<UsageLogPage>();
    const listPage = logs.listPage.bind(logs);
    logs.listPage = (filters = {}, cursor) =>
      filters.vendor === "OpenAI" ? slow.after(() => listPage(filters, cursor)) : listPage(filters, cursor);
    const { viewModel } = screen("?vendor=OpenAI", { logs });
    viewModel.showAddress("?vendor=Anthropic");
    const state = await settled(viewModel);
    slow.release();
    await flush();
    expect(state.entries.every((entry) => entry.vendor === "Anthropic")).toBe(true);
    expect(viewModel.current().entries.every((entry) => entry.vendor === "Anthropic")).toBe(true);
    expect(viewModel.current().totals?.requests).toBe(state.entries.length);
  });

  it("offers the catalogue's models and vendors, the statuses the gateway logs and the user's keys by name", async () => {
    const { viewModel } = screen();
    await settled(viewModel);
    await flush();
    const { choices } = viewModel.current();
    expect(choices.models).toEqual(expect.arrayContaining(["gpt-4o-mini", "o3-mini", "mistral-large"]));
    expect(choices.models).toEqual([...choices.models].sort((a, b) => a.localeCompare(b)));
    expect(choices.vendors).toEqual(expect.arrayContaining(["Anthropic", "Mistral AI", "OpenAI"]));
    expect(choices.statusCodes).toEqual(OFFERED_STATUS_CODES);
    expect(choices.keys).toEqual([
      { id: KEYS[0]?.id, label: "Build server" },
      { id: "key-2", label: "Laptop" },
    ]);
  });

  it("offers nothing learnt from the rows listed: a model off the catalogue is offered only when the address names it", async () => {
    const offCatalogue = usageLogsSeed(clock).map((record) => ({ ...record, model: "retired-model" }));
    const { viewModel } = screen("", { logs: new SpyingLogs(offCatalogue) });
    await settled(viewModel);
    await flush();
    expect(viewModel.current().choices.models).not.toContain("retired-model");
    viewModel.showAddress("?model=retired-model&status=418");
    const state = await settled(viewModel);
    expect(state.choices.models).toContain("retired-model");
    expect(state.choices.statusCodes).toContain(418);
  });

  it("shows one request in detail, and keeps showing it when the list is fetched again", async () => {
    const { viewModel } = screen();
    const { entries } = await settled(viewModel);
    const chosen = entries[3] as UsageLogEntry;
    viewModel.open(chosen.id);
    expect(viewModel.current().selected?.id).toBe(chosen.id);
    viewModel.refresh();
    expect((await settled(viewModel)).selected?.id).toBe(chosen.id);
    viewModel.close();
    expect(viewModel.current().selected).toBeNull();
  });

  it("stops showing a request the new filters leave out", async () => {
    const { viewModel } = screen();
    const { entries } = await settled(viewModel);
    const succeeded = entries.find((entry) => entry.statusCode === 200) as UsageLogEntry;
    viewModel.open(succeeded.id);
    viewModel.showAddress("?status=error");
    expect((await settled(viewModel)).selected).toBeNull();
  });

  it("says what the server said when the logs cannot be listed, and lists them on retry", async () => {
    let failing = true;
    const logs = new SpyingLogs();
    const listPage = logs.listPage.bind(logs);
    logs.listPage = (filters, cursor) =>
      failing
        ? Promise.reject(GatewayError.http(400, "endDate must be an ISO 8601 date"))
        : listPage(filters, cursor);
    const { viewModel, notifier } = screen("", { logs });
    expect((await settled(viewModel)).status).toBe("failed");
    expect(notifier.toasts).toEqual([
      { message: "endDate must be an ISO 8601 date", intent: "negative", multiLine: true },
    ]);
    failing = false;
    viewModel.refresh();
    expect((await settled(viewModel)).entries).toHaveLength(RECORDS.length);
  });

  it("says the logs could not be loaded when the server said nothing", async () => {
    const logs = new SpyingLogs();
    logs.listPage = () => Promise.reject(new Error("socket hang up"));
    const { viewModel, notifier } = screen("", { logs });
    await settled(viewModel);
    expect(notifier.toasts.map((toast) => toast.message)).toEqual([FALLBACKS.load]);
  });

  it("adds no toast when an error page already told the person", async () => {
    const shown = new GatewayError({ kind: "http", status: 500 }, [], RouteName.SERVER_ERROR);
    const logs = new SpyingLogs();
    logs.listPage = () => Promise.reject(shown);
    logs.totals = () => Promise.reject(shown);
    const { viewModel, notifier } = screen("", { logs });
    expect((await listedOnce(viewModel)).status).toBe("failed");
    await flush();
    expect(notifier.toasts).toEqual([]);
  });

  it("still lists the requests when their totals cannot be counted, and says so", async () => {
    const logs = new SpyingLogs();
    logs.totals = () => Promise.reject(new Error("statement timeout"));
    const { viewModel, notifier } = screen("", { logs });
    const state = await stateWhere(
      viewModel,
      (current) => current.status === "ready" && current.totalsFailed,
    );
    expect(state.entries).toHaveLength(RECORDS.length);
    expect(state.totals).toBeNull();
    expect(notifier.toasts.map((toast) => toast.message)).toEqual([FALLBACKS.totals]);
    logs.totals = (filters) => new MemoryUsageLogsGateway(RECORDS).totals(filters);
    viewModel.refresh();
    expect(await settled(viewModel)).toMatchObject({
      totalsFailed: false,
      totals: { requests: RECORDS.length },
    });
  });

  it("still lists the logs when the keys cannot be read, offering the playground only", async () => {
    const { viewModel, notifier, logs } = screen("?key=key-demo-1", {
      apiKeys: { list: () => Promise.reject(GatewayError.http(503, "Key store unavailable")) },
    });
    const state = await settled(viewModel);
    expect(logs.pages.at(-1)?.filters).toEqual({});
    expect(state.entries).toHaveLength(RECORDS.length);
    expect(state.choices.keys).toEqual([]);
    expect(notifier.toasts.map((toast) => toast.message)).toEqual(["Key store unavailable"]);
  });

  it("exports every request passing the filters, not only those listed, as a CSV file named with today's date", async () => {
    const { viewModel, logs } = screen("?status=success", { logs: new SpyingLogs(LONG_HISTORY) });
    const { entries } = await settled(viewModel);
    const file = await viewModel.exportCsv();
    expect(file?.fileName).toBe("usage-logs-2025-03-14.csv");
    expect(logs.exported).toEqual([{ outcome: "success" }]);
    const rows = Papa.parse<string[]>((await file?.content.text()) ?? "", { skipEmptyLines: true }).data;
    expect(rows[0]?.[0]).toBe("requestId");
    const succeeded = LONG_HISTORY.filter((record) => record.statusCode < 400);
    expect(rows).toHaveLength(succeeded.length + 1);
    expect(rows.slice(1, entries.length + 1).map((row) => row[0])).toEqual(ids(entries));
    expect(viewModel.current().exporting).toBe(false);
  });

  it("exports nothing when nothing is listed", async () => {
    const { viewModel, logs } = screen("?model=retired-model");
    await settled(viewModel);
    expect(await viewModel.exportCsv()).toBeNull();
    expect(logs.exported).toEqual([]);
  });

  it("says when the export could not be prepared", async () => {
    const logs = new SpyingLogs();
    logs.exportCsv = () => Promise.reject(new Error("aborted"));
    const { viewModel, notifier } = screen("", { logs });
    await settled(viewModel);
    expect(await viewModel.exportCsv()).toBeNull();
    expect(notifier.toasts.map((toast) => toast.message)).toEqual([FALLBACKS.export]);
    expect(viewModel.current().exporting).toBe(false);
  });
});
