import Papa from "papaparse";
import { afterEach, describe, expect, it } from "vitest";
import { apiKeysSeed } from "../../adapters/gateway-memory/api-keys/api-keys.seed.ts";
import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { AVAILABLE_MODELS_SEED } from "../../adapters/gateway-memory/available-models/available-models.seed.ts";
import { MemoryAvailableModelsGateway } from "../../adapters/gateway-memory/available-models/memory-available-models-gateway.adapter.ts";
import { MemoryUsageLogsGateway } from "../../adapters/gateway-memory/usage-logs/memory-usage-logs-gateway.adapter.ts";
import { usageLogsSeed } from "../../adapters/gateway-memory/usage-logs/usage-logs.seed.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { Notifier, ToastRequest } from "../../core/notifier/notifier.port.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogTotals } from "../../core/usage-logs/usage-log-totals.ts";
import type { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import type { UsageLogsState } from "./usage-logs.state.ts";
import { type UsageLogsDependencies, UsageLogsViewModel } from "./usage-logs.view-model.ts";

const clock: Clock = { now: () => Date.parse("2025-03-14T12:00:00.000Z") };
const RECORDS = usageLogsSeed(clock);
const KEYS = apiKeysSeed(clock);
const FALLBACKS = { load: "Logs failed", keys: "Keys failed", export: "Export failed" };

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

/** The memory logs, remembering the filters each call was made with. */
class SpyingLogs implements UsageLogsGateway {
  readonly calls: UsageLogFilters[] = [];
  private readonly memory = new MemoryUsageLogsGateway(RECORDS);
  list(filters: UsageLogFilters = {}): Promise<UsageLogEntry[]> {
    this.calls.push(filters);
    return this.memory.list(filters);
  }
}

const opened: UsageLogsViewModel[] = [];
afterEach(() => {
  for (const viewModel of opened.splice(0)) viewModel.dispose();
});

function screen(search = "", overrides: Partial<UsageLogsDependencies> = {}) {
  const logs = new SpyingLogs();
  const notifier = new RecordingNotifier();
  const addresses: string[] = [];
  const viewModel = new UsageLogsViewModel(
    {
      logs,
      apiKeys: new MemoryApiKeysGateway(KEYS),
      models: new MemoryAvailableModelsGateway(AVAILABLE_MODELS_SEED),
      notifier,
      showSearch: (next) => addresses.push(next),
      fallbackMessage: (failure) => FALLBACKS[failure],
      now: () => new Date(2025, 2, 14, 18, 0),
      ...overrides,
    },
    search,
  );
  opened.push(viewModel);
  return { viewModel, logs, notifier, addresses };
}

/** The state once nothing is loading any more. */
/** An afterPaint that keeps the work for the test to run, as if the browser painted then. */
function paintedLater() {
  const painted: (() => void)[] = [];
  const afterPaint = (work: () => void) => {
    painted.push(work);
    return () => {
      painted.splice(painted.indexOf(work), 1);
    };
  };
  return { painted, afterPaint };
}

/** The state once the list is shown and added up. */
function settled(viewModel: UsageLogsViewModel): Promise<UsageLogsState & { totals: UsageLogTotals }> {
  return new Promise((resolve) => {
    const subscription = viewModel.state$.subscribe((state) => {
      const { totals } = state;
      if (state.status !== "loading" && totals !== null) {
        queueMicrotask(() => subscription.unsubscribe());
        resolve({ ...state, totals });
      }
    });
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the usage logs screen", () => {
  it("lists every request newest first, with their totals, once loaded", async () => {
    const { viewModel } = screen();
    expect(viewModel.current().status).toBe("loading");
    const state = await settled(viewModel);
    expect(state.status).toBe("ready");
    expect(state.entries).toHaveLength(RECORDS.length);
    const times = state.entries.map((entry) => entry.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(state.totals.requests).toBe(RECORDS.length);
    expect(state.totals.tokens).toBe(
      RECORDS.reduce((sum, record) => sum + record.tokensIn + record.tokensOut, 0),
    );
  });

  it("shows the list first, then adds it up once the list is painted", async () => {
    const { painted, afterPaint } = paintedLater();
    const { viewModel } = screen("", { afterPaint });
    const listed = await new Promise<UsageLogsState>((resolve) =>
      viewModel.state$.subscribe((state) => state.status === "ready" && resolve(state)),
    );
    expect(listed.entries).toHaveLength(RECORDS.length);
    expect(listed.totals).toBeNull();
    expect(painted).toHaveLength(1);
    painted[0]?.();
    expect(viewModel.current().totals?.requests).toBe(RECORDS.length);
    expect(viewModel.current().choices.vendors).toContain("OpenAI");
  });

  it("never adds up a list that another one replaced before it was painted", async () => {
    const { painted, afterPaint } = paintedLater();
    const { viewModel } = screen("", { afterPaint });
    await new Promise<void>((resolve) =>
      viewModel.state$.subscribe((state) => state.status === "ready" && resolve()),
    );
    viewModel.showAddress("?vendor=OpenAI");
    await new Promise<void>((resolve) =>
      viewModel.state$.subscribe(
        (state) => state.status === "ready" && state.view.vendor === "OpenAI" && resolve(),
      ),
    );
    expect(painted).toHaveLength(1);
    painted[0]?.();
    expect(viewModel.current().totals?.requests).toBe(viewModel.current().entries.length);
    expect(viewModel.current().totals?.requests).toBeLessThan(RECORDS.length);
  });

  it("lists what the address asks for", async () => {
    const { viewModel, logs } = screen(
      "?from=2025-03-01&to=2025-03-14&vendor=OpenAI&status=error&key=key-demo-1",
    );
    const state = await settled(viewModel);
    expect(logs.calls.at(-1)).toEqual({
      from: new Date(2025, 2, 1),
      to: new Date(2025, 2, 15),
      vendor: "OpenAI",
      outcome: "error",
      apikey: KEYS[0]?.value,
    });
    expect(state.entries.length).toBeGreaterThan(0);
    expect(state.entries.every((entry) => entry.vendor === "OpenAI" && entry.statusCode >= 400)).toBe(true);
    expect(state.totals.requests).toBe(state.entries.length);
  });

  it("lists the requests of the endpoint the address names, a tool round trip of the demo among them", async () => {
    const { viewModel, logs } = screen("?endpoint=chat");
    const state = await settled(viewModel);
    expect(logs.calls.at(-1)).toEqual({ endpoint: "chat" });
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
    expect(logs.calls.at(-1)).toEqual({});
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
    expect(logs.calls.at(-1)).toEqual({ statusCode: 502 });
    expect(state.view).toEqual({ status: 502 });
    expect(state.entries.every((entry) => entry.statusCode === 502)).toBe(true);
  });

  it("does not list again for the address it already shows", async () => {
    const { viewModel, logs } = screen("?vendor=OpenAI");
    await settled(viewModel);
    viewModel.showAddress("?vendor=OpenAI");
    await flush();
    expect(logs.calls).toHaveLength(1);
  });

  it("clears every filter by asking for the bare address", async () => {
    const { viewModel, addresses } = screen("?vendor=OpenAI&status=error");
    await settled(viewModel);
    viewModel.clearFilters();
    expect(addresses).toEqual([""]);
  });

  it("shows the answer for the latest address, not a slower one asked for before", async () => {
    let releaseSlow: () => void = () => {};
    const memory = new MemoryUsageLogsGateway(RECORDS);
    const logs: UsageLogsGateway = {
      list: async (filters = {}) => {
        if (filters.vendor === "OpenAI") await new Promise<void>((release) => (releaseSlow = release));
        return memory.list(filters);
      },
    };
    const { viewModel } = screen("?vendor=OpenAI", { logs });
    viewModel.showAddress("?vendor=Anthropic");
    const state = await settled(viewModel);
    releaseSlow();
    await flush();
    expect(state.entries.every((entry) => entry.vendor === "Anthropic")).toBe(true);
    expect(viewModel.current().entries.every((entry) => entry.vendor === "Anthropic")).toBe(true);
  });

  it("offers the catalogue's and the listed models and vendors, the statuses seen and the user's keys masked", async () => {
    const { viewModel } = screen();
    await settled(viewModel);
    await flush();
    const { choices } = viewModel.current();
    expect(choices.models).toEqual(expect.arrayContaining(["gpt-4o-mini", "o3-mini", "mistral-large"]));
    expect(choices.models).toEqual([...choices.models].sort((a, b) => a.localeCompare(b)));
    expect(choices.vendors).toEqual(expect.arrayContaining(["Anthropic", "Mistral AI", "OpenAI"]));
    expect(choices.statusCodes).toEqual([200, 429, 502]);
    expect(choices.keys).toEqual([
      { id: "key-demo-1", maskedValue: "mk-de...b8a7f" },
      { id: "key-demo-2", maskedValue: "mk-de...7e9f1" },
    ]);
  });

  it("still offers a model the address names that nothing else does", async () => {
    const { viewModel } = screen("?model=retired-model");
    const state = await settled(viewModel);
    expect(state.entries).toEqual([]);
    expect(state.choices.models).toContain("retired-model");
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
    const memory = new MemoryUsageLogsGateway(RECORDS);
    const logs: UsageLogsGateway = {
      list: (filters) =>
        failing
          ? Promise.reject(GatewayError.http(400, "endDate must be an ISO 8601 date"))
          : memory.list(filters),
    };
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
    const logs: UsageLogsGateway = { list: () => Promise.reject(new Error("socket hang up")) };
    const { viewModel, notifier } = screen("", { logs });
    await settled(viewModel);
    expect(notifier.toasts.map((toast) => toast.message)).toEqual([FALLBACKS.load]);
  });

  it("adds no toast when an error page already told the person", async () => {
    const shown = new GatewayError({ kind: "http", status: 500 }, [], RouteName.SERVER_ERROR);
    const { viewModel, notifier } = screen("", { logs: { list: () => Promise.reject(shown) } });
    expect((await settled(viewModel)).status).toBe("failed");
    expect(notifier.toasts).toEqual([]);
  });

  it("still lists the logs when the keys cannot be read, offering the playground only", async () => {
    const { viewModel, notifier, logs } = screen("?key=key-demo-1", {
      apiKeys: { list: () => Promise.reject(GatewayError.http(503, "Key store unavailable")) },
    });
    const state = await settled(viewModel);
    expect(logs.calls.at(-1)).toEqual({});
    expect(state.entries).toHaveLength(RECORDS.length);
    expect(state.choices.keys).toEqual([]);
    expect(notifier.toasts.map((toast) => toast.message)).toEqual(["Key store unavailable"]);
  });

  it("exports what is listed as a CSV file named with today's date", async () => {
    const { viewModel } = screen("?status=error");
    const { entries } = await settled(viewModel);
    const file = await viewModel.exportCsv();
    expect(file?.fileName).toBe("usage-logs-2025-03-14.csv");
    const rows = Papa.parse<string[]>(file?.content ?? "", { skipEmptyLines: true }).data;
    expect(rows[0]?.[0]).toBe("requestId");
    expect(rows.slice(1).map((row) => row[0])).toEqual(entries.map((entry) => entry.id));
    expect(viewModel.current().exporting).toBe(false);
  });

  it("exports nothing when nothing is listed", async () => {
    const { viewModel } = screen("?model=retired-model");
    await settled(viewModel);
    expect(await viewModel.exportCsv()).toBeNull();
  });
});
