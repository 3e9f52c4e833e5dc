// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryUsageLogsGateway } from "../../adapters/gateway-memory/usage-logs/memory-usage-logs-gateway.adapter.ts";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import type { UsageLogRecord } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { escapeFromOverlay } from "../../ui/testing/escape-from-overlay.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

/**
 * jsdom lays nothing out, so every element measures 0 × 0 and a virtualized list would render no row. The list's
 * scroller is given the size a browser would: the virtualizer then renders the rows in view, as it does there.
 */
const LIST_HEIGHT = 400;
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === "usage-logs-list" ? LIST_HEIGHT : 0;
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
});

const rows = () => screen.findAllByTestId("usage-log-row");

function record(changes: Partial<UsageLogRecord>): UsageLogRecord {
  return {
    id: "req_00000000aaaabbbbccccdddd",
    createdAt: new Date(2025, 2, 14, 9, 30).toISOString(),
    vendor: "OpenAI",
    model: "gpt-4o-mini",
    query: "What is a watt?",
    apikey: "mk-de...b8a7f",
    apiKeyId: "key-build",
    statusCode: 200,
    timeToFirstToken: 210,
    generationDuration: 1250,
    tokensIn: 1200,
    tokensOut: 80,
    totalCost: 0.0000498,
    error: null,
    tokenRate: 84.2,
    totalTokens: 1280,
    tokensInCost: 0.0000018,
    tokensOutCost: 0.000048,
    isStream: true,
    requestContent: JSON.stringify([{ role: "user", content: "What is a watt?" }]),
    responseContent: "A joule per second.",
    providerModel: "gpt-4o-mini-2024-07-18",
    renewablePercentage: 58.4,
    ...changes,
  };
}

/** `count` requests a second apart, newest first: req-00000 the newest. */
function history(count: number): UsageLogRecord[] {
  return Array.from({ length: count }, (_, index) =>
    record({
      id: `req-${String(index).padStart(5, "0")}`,
      createdAt: new Date(2025, 2, 14, 9, 0, count - index).toISOString(),
    }),
  );
}

/** The app with only these requests logged. */
function withLogs(records: UsageLogRecord[]) {
  return {
    signedIn: true,
    rebind: (container: Container) =>
      container.rebind(UsageLogsGateway).toConstantValue(new MemoryUsageLogsGateway(records)),
  };
}

describe("the usage logs page", () => {
  it("lists the signed-in person's requests with model, tokens, masked key, cost, short id and endpoint", async () => {
    await renderApp("/usage-logs", withLogs([record({ endpoint: "responses" })]));
    const [row] = await rows();
    const cells = within(row as HTMLElement)
      .getAllByRole("gridcell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "2025-03-14",
      "09:30",
      "OpenAI",
      "gpt-4o-mini",
      "mk-de...b8a7f",
      "200",
      "210 ms",
      "1.25 s",
      "1,200",
      "80",
      "$0.0000498",
      "$0.0000075",
      "58.40%",
      "req_0000...ccccdddd",
      "Responses",
    ]);
    expect(row?.getAttribute("data-request-id")).toBe("req_00000000aaaabbbbccccdddd");
  });

  it("marks an estimated renewable share and names requests from the playground", async () => {
    await renderApp("/usage-logs", withLogs([record({ apikey: "playground", renewablePercentage: null })]));
    const [row] = await rows();
    const cells = within(row as HTMLElement).getAllByRole("gridcell");
    expect(cells[4]?.textContent).toBe("Playground");
    expect(cells[12]?.textContent).toMatch(/^≈ \d{2}\.\d{2}%$/);
    expect(await screen.findByText(/≈ marks an estimated renewable share/)).toBeTruthy();
  });

  it("renders only the rows in view of the first page of a long history, and counts every request", async () => {
    await renderApp("/usage-logs", withLogs(history(5000)));
    const rendered = await rows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(30);
    const grid = screen.getByRole("grid");
    expect(grid.getAttribute("data-listed-rows")).toBe("100");
    // How many rows the grid has in all is unknown until its last page is listed.
    expect(grid.getAttribute("aria-rowcount")).toBe("-1");
    expect(rendered[0]?.getAttribute("aria-rowindex")).toBe("2");
    expect(await within(screen.getByTestId("usage-logs-totals")).findByText("5,000")).toBeTruthy();
  });

  it("lists older requests as the list is scrolled to its end, then says every request is listed", async () => {
    await renderApp("/usage-logs", withLogs(history(250)));
    await rows();
    const grid = screen.getByRole("grid");
    const scrollToBottom = () => {
      grid.scrollTop = Number(grid.dataset.listedRows) * 36 - LIST_HEIGHT;
      fireEvent.scroll(grid);
    };
    scrollToBottom();
    await waitFor(() => expect(grid.getAttribute("data-listed-rows")).toBe("200"));
    expect(screen.queryByText("Every matching request is listed.")).toBeNull();
    scrollToBottom();
    await waitFor(() => expect(grid.getAttribute("data-listed-rows")).toBe("250"));
    expect(await screen.findByText("Every matching request is listed.")).toBeTruthy();
    expect(grid.getAttribute("aria-rowcount")).toBe("251");
    scrollToBottom();
    await waitFor(() =>
      expect(screen.getAllByTestId("usage-log-row").at(-1)?.getAttribute("data-request-id")).toBe(
        "req-00249",
      ),
    );
  });

  it("shows a new list from its top, without asking for its older pages before they are scrolled to", async () => {
    const app = await renderApp("/usage-logs", withLogs(history(250)));
    await rows();
    const grid = screen.getByRole("grid");
    grid.scrollTop = 100 * 36 - LIST_HEIGHT;
    fireEvent.scroll(grid);
    await waitFor(() => expect(grid.getAttribute("data-listed-rows")).toBe("200"));
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Successful");
    await waitFor(() => expect(app.location()).toBe("/usage-logs?status=success"));
    await waitFor(() => expect(screen.getByRole("grid").getAttribute("data-listed-rows")).toBe("100"));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.getByRole("grid").getAttribute("data-listed-rows")).toBe("100");
    expect(screen.getByRole("grid").scrollTop).toBe(0);
  });

  it("says when older requests could not be loaded, and lists them when asked again", async () => {
    let failing = true;
    const memory = new MemoryUsageLogsGateway(history(150));
    await renderApp("/usage-logs", {
      signedIn: true,
      rebind: (container) =>
        container.rebind(UsageLogsGateway).toConstantValue({
          listPage: (filters, cursor, limit) =>
            cursor && failing
              ? Promise.reject(new Error("offline"))
              : memory.listPage(filters, cursor, limit),
          totals: (filters) => memory.totals(filters),
          exportCsv: (filters) => memory.exportCsv(filters),
        }),
    });
    await rows();
    const grid = screen.getByRole("grid");
    grid.scrollTop = 100 * 36 - LIST_HEIGHT;
    fireEvent.scroll(grid);
    expect(await screen.findByText("Older requests could not be loaded.")).toBeTruthy();
    failing = false;
    await userEvent.click(
      within(screen.getByTestId("usage-logs-list-end")).getByRole("button", { name: "Try again" }),
    );
    await waitFor(() => expect(grid.getAttribute("data-listed-rows")).toBe("150"));
    expect(await screen.findByText("Every matching request is listed.")).toBeTruthy();
  });

  it("shows what every request passing the filters adds up to", async () => {
    await renderApp(
      "/usage-logs",
      withLogs([record({ id: "a" }), record({ id: "b", totalCost: 0.0001, tokensIn: 10, tokensOut: 5 })]),
    );
    await rows();
    const totals = screen.getByTestId("usage-logs-totals");
    // They follow the rows' first paint.
    expect(await within(totals).findByText("2")).toBeTruthy();
    expect(totals.getAttribute("aria-busy")).toBe("false");
    expect(within(totals).getByText("1,295")).toBeTruthy();
    expect(within(totals).getByText("1,210 in · 85 out")).toBeTruthy();
    expect(within(totals).getByText("$0.0001498")).toBeTruthy();
    expect(within(totals).getByText("$0.0000225")).toBeTruthy();
    // 2 × 1,280 tokens at the simulated 0.3 Wh per 1,000, 41.6 % of it not renewable, 650 g per kWh.
    expect(within(totals).getByText("0.208 g CO₂e")).toBeTruthy();
  });

  it("keeps the chosen filters in the address and lists what they keep", async () => {
    const app = await renderApp("/usage-logs", { signedIn: true });
    await rows();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Failed");
    await waitFor(() => expect(app.location()).toBe("/usage-logs?status=error"));
    await waitFor(async () => {
      const statuses = (await rows()).map((row) => within(row).getAllByRole("gridcell")[5]?.textContent);
      expect(statuses.every((status) => Number(status) >= 400)).toBe(true);
    });
    await userEvent.selectOptions(screen.getByLabelText("Vendor"), "Mistral AI");
    await waitFor(() => expect(app.location()).toBe("/usage-logs?vendor=Mistral+AI&status=error"));
  });

  it("keeps the chosen endpoint in the address and lists the requests made through it", async () => {
    const app = await renderApp(
      "/usage-logs",
      withLogs([
        record({ id: "req-chat" }),
        record({ id: "req-embeddings", endpoint: "embeddings" }),
        record({ id: "req-messages", endpoint: "messages" }),
      ]),
    );
    expect(await rows()).toHaveLength(3);
    await userEvent.selectOptions(screen.getByTestId("usage-logs-endpoint-filter"), "Embeddings");
    await waitFor(() => expect(app.location()).toBe("/usage-logs?endpoint=embeddings"));
    await waitFor(() =>
      expect(screen.getAllByTestId("usage-log-endpoint").map((cell) => cell.textContent)).toEqual([
        "Embeddings",
      ]),
    );
    expect((screen.getByLabelText("Endpoint") as HTMLSelectElement).value).toBe("embeddings");
  });

  it("applies the filters of an address it is opened with, and shows them chosen", async () => {
    await renderApp("/usage-logs?vendor=Anthropic&key=playground&from=2000-01-01", { signedIn: true });
    await waitFor(async () => {
      const vendors = (await rows()).map((row) => within(row).getAllByRole("gridcell")[2]?.textContent);
      expect(new Set(vendors)).toEqual(new Set(["Anthropic"]));
    });
    expect((screen.getByLabelText("Vendor") as HTMLSelectElement).value).toBe("Anthropic");
    expect((screen.getByLabelText("API key") as HTMLSelectElement).value).toBe("playground");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2000-01-01");
  });

  it("filters by one of the person's keys, chosen by its name and kept in the address by its id", async () => {
    const ownKeys = {
      list: async () => [
        ApiKeyMother.create({ id: "key-build", name: "Build server", value: "mk-de...b8a7f" }),
        ApiKeyMother.create({ id: "key-laptop", name: "Laptop", value: "mk-la...22222" }),
      ],
    };
    const logs = [
      record({ id: "req-build" }),
      record({ id: "req-laptop", apikey: "mk-la...22222", apiKeyId: "key-laptop" }),
    ];
    const app = await renderApp("/usage-logs", {
      signedIn: true,
      rebind: (container: Container) => {
        container.rebind(UsageLogsGateway).toConstantValue(new MemoryUsageLogsGateway(logs));
        container.rebind(ApiKeysGateway).toConstantValue(ownKeys as unknown as ApiKeysGateway);
      },
    });
    await rows();
    const filter = screen.getByLabelText("API key") as HTMLSelectElement;
    await waitFor(() => expect(within(filter).getByRole("option", { name: "Laptop" })).toBeTruthy());
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      "All keys",
      "Playground",
      "Build server",
      "Laptop",
    ]);
    await userEvent.selectOptions(filter, "Laptop");
    await waitFor(() => expect(app.location()).toBe("/usage-logs?key=key-laptop"));
    await waitFor(async () =>
      expect((await rows()).map((row) => row.dataset.requestId)).toEqual(["req-laptop"]),
    );
  });

  it("offers a way out when no request matches the filters", async () => {
    const app = await renderApp("/usage-logs?model=no-such-model", { signedIn: true });
    expect(await screen.findByText("No requests match the filters")).toBeTruthy();
    const [, clear] = screen.getAllByRole("button", { name: "Clear filters" });
    await userEvent.click(clear as HTMLElement);
    await waitFor(() => expect(app.location()).toBe("/usage-logs"));
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it("says when there are no requests at all", async () => {
    await renderApp("/usage-logs", withLogs([]));
    expect(await screen.findByText("No requests yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" }).hasAttribute("disabled")).toBe(true);
  });

  it("says the logs could not be loaded, and loads them on retry", async () => {
    let fail = true;
    const memory = new MemoryUsageLogsGateway([record({})]);
    const app = await renderApp("/usage-logs", {
      signedIn: true,
      rebind: (container) =>
        container.rebind(UsageLogsGateway).toConstantValue({
          listPage: (filters) => (fail ? Promise.reject(new Error("offline")) : memory.listPage(filters)),
          totals: (filters) => memory.totals(filters),
          exportCsv: (filters) => memory.exportCsv(filters),
        }),
    });
    expect(await screen.findByText("The request logs could not be loaded")).toBeTruthy();
    expect(app.toasts()).toContain("The request logs could not be loaded. Please try again.");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await rows()).toHaveLength(1);
  });

  it("opens a request from the keyboard and shows every field, its contents as text, until Escape", async () => {
    const markup = '<img src=x onerror="window.hacked=true">';
    await renderApp(
      "/usage-logs",
      withLogs([
        record({ id: "req-newer", createdAt: new Date(2025, 2, 14, 10).toISOString() }),
        record({
          id: "req-older",
          statusCode: 502,
          error: "Upstream provider unavailable",
          requestContent: JSON.stringify({ messages: [{ role: "user", content: markup }], temperature: 0.7 }),
          responseContent: markup,
        }),
      ]),
    );
    const [newer] = await rows();
    (newer as HTMLElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(document.activeElement?.getAttribute("data-request-id")).toBe("req-older"));
    await userEvent.keyboard("{Enter}");
    const drawer = await screen.findByTestId("usage-log-drawer");
    const text = drawer.textContent ?? "";
    for (const shown of [
      "req-older",
      "Upstream provider unavailable",
      "502",
      "gpt-4o-mini-2024-07-18",
      "84.2 tokens/s",
      "1,280",
      "$0.0000018",
    ])
      expect(text).toContain(shown);
    expect(drawer.querySelector("img")).toBeNull();
    expect(within(drawer).getByText(markup)).toBeTruthy();
    expect(within(drawer).getByText(/"temperature": 0.7/)).toBeTruthy();
    await escapeFromOverlay(drawer);
    await waitFor(() => expect(screen.queryByTestId("usage-log-drawer")).toBeNull());
  });

  it("opens a request when its row is clicked", async () => {
    await renderApp("/usage-logs", withLogs([record({})]));
    const [row] = await rows();
    await userEvent.click(within(row as HTMLElement).getByText("gpt-4o-mini"));
    expect(
      within(await screen.findByTestId("usage-log-drawer")).getByText("A joule per second."),
    ).toBeTruthy();
  });

  it("downloads every request passing the filters as a dated CSV file", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:usage-logs";
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await renderApp("/usage-logs", withLogs([record({ query: "=cmd|' /C calc'!A0" })]));
    await rows();
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^usage-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = await (blobs[0] as Blob).text();
    const [header, line] = content.replace(/^\uFEFF/, "").split("\r\n");
    expect(header?.startsWith("requestId,date,time,")).toBe(true);
    expect(line).toContain("req_00000000aaaabbbbccccdddd,2025-03-14,09:30,");
    expect(line).toContain(`"'=cmd|' /C calc'!A0"`);
  });

  it("sends a visitor to sign in", async () => {
    const app = await renderApp("/usage-logs");
    await waitFor(() => expect(app.location()).toBe("/auth"));
  });
});
