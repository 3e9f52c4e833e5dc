import type { Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  ExportedFile,
  ListedRequest,
  ListFilter,
  ShownExchange,
  ShownFilters,
  ShownTotals,
  UsageLogsDriver,
} from "../../support/usage-logs-driver.ts";
import { changeAddress, pageFollowingAddress } from "./address-following.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { downloadCsv } from "./csv-download.ts";
import { textOf } from "./shown-text.ts";

const PAGE = "section.usage-logs-page";
const ROW = '[data-testid="usage-log-row"]';
const LIST_END = '[data-testid="usage-logs-list-end"]';
/** The list's sticky header, which covers the top of its scrolling box (usage-logs-grid.tsx). */
const HEADER_HEIGHT = 40;
/** The longest a scroll through the whole list may take. */
const SCROLL_THROUGH_MS = 100_000;
/**
 * The window's height while scrolling through the whole list: a tall screen, whose list shows over a hundred rows
 * at a time, so thousands of requests are read in dozens of steps rather than hundreds.
 */
const TALL_WINDOW_HEIGHT = 6000;
const words = enUS.usageLogs;
const LABELS: Readonly<Record<ListFilter, string>> = {
  model: words.filters.model,
  vendor: words.filters.vendor,
  status: words.filters.status,
  key: words.filters.apiKey,
};

/** The usage logs screen in Chromium, found by en-US labels and the screen's test ids. */
export class BrowserUsageLogsDriver implements UsageLogsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/usage-logs");
    await this.ready();
  }

  async visibleRequests(): Promise<readonly ListedRequest[]> {
    const page = await this.ready();
    const rows = await page.locator(ROW).evaluateAll((elements) =>
      elements.map((row) => ({
        index: Number(row.getAttribute("aria-rowindex")),
        requestId: row.getAttribute("data-request-id") ?? "",
        cells: [...row.querySelectorAll('[role="gridcell"]')].map((cell) => (cell.textContent ?? "").trim()),
      })),
    );
    return rows.sort((a, b) => a.index - b.index).map(listedRequestOf);
  }

  async listedCount(): Promise<number> {
    const page = await this.ready();
    const grid = page.getByTestId("usage-logs-list");
    if ((await grid.count()) === 0) return 0;
    return Number(await grid.getAttribute("data-listed-rows"));
  }

  /**
   * A screenful at a time on a tall screen, as a person reading every row would, each step waiting two frames for
   * the rows in view (and, at the list's end, for the older page on its way); every row rendered on the way is read.
   */
  async scrollThroughAll(): Promise<readonly ListedRequest[]> {
    const page = await this.ready();
    const size = page.viewportSize();
    if (size) await page.setViewportSize({ width: size.width, height: TALL_WINDOW_HEIGHT });
    try {
      return await this.readWhileScrolling(page);
    } finally {
      if (size) await page.setViewportSize(size);
    }
  }

  private async readWhileScrolling(page: Page): Promise<readonly ListedRequest[]> {
    const rows = await page.getByTestId("usage-logs-list").evaluate(
      async (box, { row, listEnd, headerHeight, withinMs }) => {
        const seen = new Map<number, RenderedRow>();
        const twoFrames = () =>
          new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const deadline = performance.now() + withinMs;
        box.scrollTop = 0;
        await twoFrames();
        for (;;) {
          for (const shown of box.querySelectorAll<HTMLElement>(row)) {
            const index = Number(shown.getAttribute("aria-rowindex"));
            const cells = [...shown.querySelectorAll('[role="gridcell"]')];
            seen.set(index, {
              index,
              requestId: shown.dataset.requestId ?? "",
              cells: cells.map((cell) => (cell.textContent ?? "").trim()),
            });
          }
          const paging = document.querySelector(listEnd)?.getAttribute("data-paging");
          const atBottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
          if (atBottom && paging === "end") break;
          if (paging === "failed") throw new Error("An older page of the usage logs could not be loaded");
          if (performance.now() > deadline)
            throw new Error(`The list did not reach its end in ${withinMs} ms`);
          if (!atBottom) box.scrollTop += box.clientHeight - headerHeight;
          await twoFrames();
        }
        return [...seen.values()];
      },
      { row: ROW, listEnd: LIST_END, headerHeight: HEADER_HEIGHT, withinMs: SCROLL_THROUGH_MS },
    );
    return rows.sort((a, b) => a.index - b.index).map(listedRequestOf);
  }

  async saysEveryRequestIsListed(): Promise<boolean> {
    const page = await this.ready();
    const end = page.locator(LIST_END);
    return (await end.count()) > 0 && (await end.getAttribute("data-paging")) === "end";
  }

  async totals(): Promise<ShownTotals> {
    const page = await this.ready();
    const value = (name: string) => textOf(page.locator(`[data-total="${name}"] .usage-logs-total-value`));
    return {
      requests: count(await value("requests")),
      tokens: count(await value("tokens")),
      totalCost: await value("totalCost"),
      energyCost: await value("energyCost"),
    };
  }

  async filters(): Promise<ShownFilters> {
    const page = await this.ready();
    const chosen = (label: string) =>
      page
        .getByLabel(label, { exact: true })
        .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");
    const day = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
    return {
      from: await day(words.filters.from),
      to: await day(words.filters.to),
      model: await chosen(LABELS.model),
      vendor: await chosen(LABELS.vendor),
      status: await chosen(LABELS.status),
      key: await chosen(LABELS.key),
    };
  }

  async keyChoices(): Promise<readonly string[]> {
    const page = await this.ready();
    const select = page.getByLabel(LABELS.key, { exact: true });
    // The keys arrive on their own call: more options than "All keys" and "Playground".
    await select.locator("option:nth-child(3)").waitFor({ state: "attached" });
    const labels = await select
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option.textContent ?? "").trim()));
    return labels.filter((label) => label !== words.filters.anyKey && label !== words.playground);
  }

  async filterBy(filter: ListFilter, optionLabel: string): Promise<void> {
    const page = await this.ready();
    await this.changeAddress(() =>
      page.getByLabel(LABELS[filter], { exact: true }).selectOption({ label: optionLabel }),
    );
  }

  async filterPeriod(from: string, to: string): Promise<void> {
    const page = await this.ready();
    await this.changeAddress(() => page.getByLabel(words.filters.from, { exact: true }).fill(from));
    await this.changeAddress(() => page.getByLabel(words.filters.to, { exact: true }).fill(to));
  }

  async clearFilters(): Promise<void> {
    const page = await this.ready();
    await this.changeAddress(() =>
      page.getByRole("button", { name: words.filters.clear, exact: true }).last().click(),
    );
  }

  async openRequest(requestId: string, by: "click" | "keyboard"): Promise<void> {
    const page = await this.ready();
    const row = page.locator(`[data-testid="usage-log-row"][data-request-id="${requestId}"]`);
    if (by === "click") await row.click();
    else {
      await row.focus();
      await page.keyboard.press("Enter");
    }
    await page.getByTestId("usage-log-drawer").waitFor();
  }

  async openedRequest(): Promise<Readonly<Record<string, string>> | null> {
    const page = await this.ready();
    const drawer = page.getByTestId("usage-log-drawer");
    if ((await drawer.count()) === 0) return null;
    const fields = await drawer
      .locator(".usage-log-field")
      .evaluateAll((elements) =>
        elements.map((field) => [
          (field.querySelector("dt")?.textContent ?? "").trim(),
          (field.querySelector(".usage-log-value")?.textContent ?? "").trim(),
        ]),
      );
    return Object.fromEntries(fields);
  }

  async openedExchange(): Promise<ShownExchange | null> {
    const page = await this.ready();
    const drawer = page.getByTestId("usage-log-drawer");
    if ((await drawer.count()) === 0) return null;
    // The answer's calls: those the request's own messages carry are earlier turns.
    const response = drawer.getByRole("region", { name: words.drawer.responseContent, exact: true });
    const toolCalls = await response.getByTestId("usage-log-tool-call").evaluateAll((calls) =>
      calls.map((call) => ({
        name: call.getAttribute("data-tool-name") ?? "",
        arguments: (call.querySelector(".usage-log-text")?.textContent ?? "").trim(),
      })),
    );
    const offered = drawer.getByTestId("usage-log-tools-offered");
    const toolsOffered =
      (await offered.count()) === 0
        ? []
        : await offered
            .locator("[data-tool-name]")
            .evaluateAll((tools) => tools.map((tool) => tool.getAttribute("data-tool-name") ?? ""));
    return {
      toolCalls,
      toolsOffered,
      estimatedFigures: await drawer.getByTestId("usage-log-estimated").count(),
    };
  }

  async closeRequest(): Promise<void> {
    const page = await this.ready();
    await page.keyboard.press("Escape");
    await page.getByTestId("usage-log-drawer").waitFor({ state: "detached" });
  }

  async exportCsv(): Promise<ExportedFile> {
    const page = await this.ready();
    return downloadCsv(page, page.getByRole("button", { name: words.export, exact: true }));
  }

  async notice(): Promise<string | null> {
    const page = await this.ready();
    const notice = page.locator('[data-testid="usage-logs-state"]:not([data-state="loading"])');
    return (await notice.count()) === 0 ? null : textOf(notice.getByRole("heading"));
  }

  /**
   * The page once its list matches the address: the screen shows which address it last listed for, and whether
   * that list is still loading.
   */
  private ready(): Promise<Page> {
    // The totals follow the rows' first paint.
    return pageFollowingAddress(this.screen, PAGE, '[data-testid="usage-logs-totals"][aria-busy="true"]');
  }

  /** Does what changes the filters, then waits for the address to change and the list to follow it. */
  private async changeAddress(action: () => Promise<unknown>): Promise<void> {
    await changeAddress(this.screen, action);
    await this.ready();
  }
}

/** A row as the page renders it: its place in the grid, its request's id, its cells' texts. */
interface RenderedRow {
  readonly index: number;
  readonly requestId: string;
  readonly cells: readonly string[];
}

function listedRequestOf({ requestId, cells }: RenderedRow): ListedRequest {
  const [
    date,
    time,
    vendor,
    model,
    key,
    status,
    ,
    ,
    tokensIn,
    tokensOut,
    totalCost,
    energyCost,
    emissions,
    shortId,
  ] = cells;
  return {
    requestId,
    date: date ?? "",
    time: time ?? "",
    vendor: vendor ?? "",
    model: model ?? "",
    key: key ?? "",
    status: Number(status),
    tokensIn: count(tokensIn),
    tokensOut: count(tokensOut),
    totalCost: totalCost ?? "",
    energyCost: energyCost ?? "",
    emissions: emissions ?? "",
    shortId: shortId ?? "",
  };
}

function count(text: string | undefined): number {
  return Number((text ?? "").replace(/,/g, ""));
}
