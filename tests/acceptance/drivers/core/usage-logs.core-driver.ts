import Papa from "papaparse";
import { loggedExchangeOf } from "../../../../core/usage-logs/logged-exchange.ts";
import type { UsageLogEntry } from "../../../../core/usage-logs/usage-log-entry.entity.ts";
import { PLAYGROUND_KEY } from "../../../../core/usage-logs/usage-log-rules.ts";
import type { UsageLogTotals } from "../../../../core/usage-logs/usage-log-totals.ts";
import {
  USAGE_LOG_COLUMNS,
  type UsageLogColumnId,
} from "../../../../features/usage-logs/usage-log-columns.ts";
import { usageLogDetails } from "../../../../features/usage-logs/usage-log-details.ts";
import {
  createUsageLogFormat,
  type UsageLogFormat,
} from "../../../../features/usage-logs/usage-log-format.ts";
import { listNoticeOf, type UsageLogsState } from "../../../../features/usage-logs/usage-logs.state.ts";
import type { UsageLogsViewModel } from "../../../../features/usage-logs/usage-logs.view-model.ts";
import { createUsageLogsViewModel } from "../../../../features/usage-logs/usage-logs.view-model-factory.ts";
import { isFiltered, type UsageLogsView } from "../../../../features/usage-logs/usage-logs-address.ts";
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
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = "/usage-logs";
/** About what the browser's list renders at first: the rows in view and a few below. */
const FIRST_ROWS = 12;
const words = enUS.usageLogs;

/**
 * The usage logs screen without a browser: its view model made by the feature's factory from the address, as the
 * screen makes it. A filter changes the address, which lets go of the view model; the next read makes the one the
 * new address asks for, as a page showing that address would.
 */
export class CoreUsageLogsDriver implements UsageLogsDriver {
  private readonly page: ViewModelOnScreen<UsageLogsViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, (services, address) =>
      createUsageLogsViewModel(services, address.search, (search) => screen.navigate(`${PATH}${search}`)),
    );
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
    await this.ready();
  }

  async visibleRequests(): Promise<readonly ListedRequest[]> {
    const { entries } = await this.ready();
    return this.asListed(entries.slice(0, FIRST_ROWS));
  }

  async listedCount(): Promise<number> {
    return (await this.ready()).entries.length;
  }

  /** As the list does when its rows near the last one listed: the next page, until the last. */
  async scrollThroughAll(): Promise<readonly ListedRequest[]> {
    const viewModel = await this.page.get();
    await this.ready();
    for (;;) {
      const { paging } = viewModel.current();
      if (paging === "end") break;
      if (paging === "failed") throw new Error("An older page of the usage logs could not be loaded");
      await viewModel.loadMore();
      await this.page.settled((state) => state.paging !== "loading");
    }
    return this.asListed(viewModel.current().entries);
  }

  async saysEveryRequestIsListed(): Promise<boolean> {
    return (await this.ready()).paging === "end";
  }

  async totals(): Promise<ShownTotals> {
    const { totals } = await this.ready();
    return {
      requests: totals.requests,
      tokens: totals.tokens,
      totalCost: totals.totalCostText,
      energyCost: totals.energyCostText,
    };
  }

  async filters(): Promise<ShownFilters> {
    const { view, choices } = await this.ready();
    const status =
      view.status === undefined
        ? words.filters.anyStatus
        : view.status === "success"
          ? words.filters.success
          : view.status === "error"
            ? words.filters.error
            : String(view.status);
    const key =
      view.key === undefined
        ? words.filters.anyKey
        : view.key === PLAYGROUND_KEY
          ? words.playground
          : (choices.keys.find((choice) => choice.id === view.key)?.label ?? words.filters.anyKey);
    return {
      from: view.fromDay ?? "",
      to: view.toDay ?? "",
      model: view.model ?? words.filters.anyModel,
      vendor: view.vendor ?? words.filters.anyVendor,
      status,
      key,
    };
  }

  async keyChoices(): Promise<readonly string[]> {
    await this.ready();
    // The keys arrive on their own call, as the select's options do.
    const { choices } = await this.page.settled((state) => state.choices.keys.length > 0);
    return choices.keys.map((key) => key.label);
  }

  async filterBy(filter: ListFilter, optionLabel: string): Promise<void> {
    await this.ready();
    await this.change({ [filter]: await this.valueOf(filter, optionLabel) });
  }

  async filterPeriod(from: string, to: string): Promise<void> {
    await this.ready();
    await this.change({ fromDay: from, toDay: to });
  }

  async clearFilters(): Promise<void> {
    const viewModel = await this.page.get();
    if (!isFiltered(viewModel.current().view)) throw new Error("No filter to clear: the button is disabled");
    viewModel.clearFilters();
    await this.ready();
  }

  async openRequest(requestId: string): Promise<void> {
    const viewModel = await this.page.get();
    await this.ready();
    if (!viewModel.current().entries.some((entry) => entry.id === requestId))
      throw new Error(`The logs list no request ${requestId}`);
    viewModel.open(requestId);
  }

  async openedRequest(): Promise<Readonly<Record<string, string>> | null> {
    const { selected } = await this.ready();
    if (!selected) return null;
    const sections = usageLogDetails(selected, this.format(), this.screen.i18n().t);
    return Object.fromEntries(
      sections.flatMap((section) => section.fields.map((field) => [field.label, field.text])),
    );
  }

  async openedExchange(): Promise<ShownExchange | null> {
    const { selected } = await this.ready();
    if (!selected) return null;
    const exchange = loggedExchangeOf(selected);
    const fields = usageLogDetails(selected, this.format(), this.screen.i18n().t).flatMap(
      (section) => section.fields,
    );
    return {
      toolCalls: exchange.toolCalls.map(({ name, arguments: args }) => ({ name, arguments: args })),
      toolsOffered: exchange.toolsOffered.map((tool) => tool.name),
      estimatedFigures: fields.filter((field) => field.estimated).length,
    };
  }

  async closeRequest(): Promise<void> {
    (await this.page.get()).close();
  }

  async exportCsv(): Promise<ExportedFile> {
    await this.ready();
    const file = await (await this.page.get()).exportCsv();
    if (!file) throw new Error("Nothing was exported: the export button is disabled with no request listed");
    return {
      fileName: file.fileName,
      rows: Papa.parse<string[]>(await file.content.text(), { skipEmptyLines: true }).data,
    };
  }

  async notice(): Promise<string | null> {
    const state = await this.ready();
    const notice = listNoticeOf(state, isFiltered(state.view));
    return notice === null || notice === "loading" ? null : words[notice].title;
  }

  /** The requests as their rows read. */
  private asListed(entries: readonly UsageLogEntry[]): ListedRequest[] {
    const format = this.format();
    return entries.map((entry) => {
      const cells = Object.fromEntries(
        USAGE_LOG_COLUMNS.map((column) => [column.id, column.text(entry, format)]),
      ) as Record<UsageLogColumnId, string>;
      return {
        requestId: entry.id,
        date: cells.date,
        time: cells.time,
        vendor: cells.vendor,
        model: cells.model,
        key: cells.apiKey,
        status: Number(cells.status),
        tokensIn: Number(cells.tokensIn.replace(/,/g, "")),
        tokensOut: Number(cells.tokensOut.replace(/,/g, "")),
        totalCost: cells.totalCost,
        energyCost: cells.energyCost,
        emissions: cells.emissions,
        shortId: cells.requestId,
      };
    });
  }

  /** The list shown (or failed), with its totals (they arrive on their own call). */
  private async ready(): Promise<UsageLogsState & { totals: UsageLogTotals }> {
    const state = await this.page.settled((shown) => shown.status !== "loading" && shown.totals !== null);
    return state as UsageLogsState & { totals: UsageLogTotals };
  }

  private async change(change: Partial<UsageLogsView>): Promise<void> {
    (await this.page.get()).setFilters(change);
    await this.ready();
  }

  /** The value behind an option's label, as the select holds it. */
  private async valueOf(filter: ListFilter, label: string): Promise<UsageLogsView[keyof UsageLogsView]> {
    const { filters } = words;
    const any = {
      model: filters.anyModel,
      vendor: filters.anyVendor,
      status: filters.anyStatus,
      key: filters.anyKey,
    };
    if (label === any[filter]) return undefined;
    if (filter === "status") {
      if (label === filters.success) return "success";
      if (label === filters.error) return "error";
      return Number(label);
    }
    if (filter !== "key") return label;
    if (label === words.playground) return PLAYGROUND_KEY;
    // The keys arrive on their own call, as the select's options do.
    const shown = (keys: UsageLogsState["choices"]["keys"]) => keys.find((key) => key.label === label);
    const { choices } = await this.page.settled((state) => shown(state.choices.keys) !== undefined);
    return shown(choices.keys)?.id;
  }

  private format(): UsageLogFormat {
    const i18n = this.screen.i18n();
    return createUsageLogFormat(i18n.t, i18n.language);
  }
}
