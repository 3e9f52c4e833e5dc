import { BehaviorSubject, type Observable, Subject, type Subscription, switchMap } from "rxjs";
import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import type { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../core/notifier/report-failure.ts";
import {
  type FailureReporting,
  loadReportingFailure,
  runBusyReportingFailure,
} from "../../core/notifier/reported-task.ts";
import { isEmissionsEstimate } from "../../core/usage-logs/emissions.ts";
import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { usageLogExportFileName } from "../../core/usage-logs/usage-log-export.ts";
import { maskedApiKey } from "../../core/usage-logs/usage-log-rules.ts";
import { usageLogTotals, usageLogTotalsOfSums } from "../../core/usage-logs/usage-log-totals.ts";
import type { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { initialUsageLogsState, type UsageLogsChoices, type UsageLogsState } from "./usage-logs.state.ts";
import {
  changedView,
  filtersOfView,
  searchOfView,
  type UsageLogsView,
  viewOfSearch,
} from "./usage-logs-address.ts";
import { usageLogsCsv } from "./usage-logs-csv.ts";

export interface UsageLogsDependencies {
  readonly logs: UsageLogsGateway;
  readonly apiKeys: Pick<ApiKeysGateway, "list">;
  readonly models: AvailableModelsGateway;
  readonly notifier: Notifier;
  /** Shows the logs with another address query (the router's navigate): the address holds the filters. */
  readonly showSearch: (search: string) => void;
  /** What a toast says, in the interface language, when a call fails and the server said nothing. */
  readonly fallbackMessage: (failure: UsageLogsFailure) => string;
  readonly now?: () => Date;
  /**
   * Runs work once the list just given has been painted, and returns what cancels it: the browser's
   * `afterNextPaint`. Adding up 50,000 requests takes longer than showing the first of them, so the totals and the
   * filters' choices follow the rows. Without it they are worked out at once.
   */
  readonly afterPaint?: (work: () => void) => () => void;
}

/** What can fail: listing the logs, reading the keys for the key filter, preparing the export. */
export type UsageLogsFailure = "load" | "keys" | "export";

/** The translation key of each failure's toast when the server said nothing. */
export const FAILURE_MESSAGE_KEYS = {
  load: "usageLogs.loadFailed",
  keys: "usageLogs.keysFailed",
  export: "usageLogs.exportFailed",
} as const satisfies Record<UsageLogsFailure, string>;

/** A file made for download. */
export interface UsageLogsFile {
  readonly fileName: string;
  readonly content: string;
}

type Load =
  | { readonly applied: UsageLogsView; readonly entries: UsageLogEntry[] }
  | { readonly failed: true };

/**
 * The request logs screen: lists the user's requests that pass the filters the address holds, with their
 * totals, the choices each filter offers, the request shown in detail, and the CSV export of what is listed.
 * Filters change by changing the address (`setFilters` asks for it); the screen passes every address back through
 * `showAddress`, so a shared link, a reload and the back button all show the same thing.
 */
export class UsageLogsViewModel {
  private readonly state: BehaviorSubject<UsageLogsState>;
  private readonly loads = new Subject<UsageLogsView>();
  private readonly subscription: Subscription;
  private readonly keys: Promise<ApiKey[]>;
  private readonly seen = {
    models: new Set<string>(),
    vendors: new Set<string>(),
    statusCodes: new Set<number>(),
  };
  private catalogue: { models: string[]; vendors: string[] } = { models: [], vendors: [] };
  private ownKeys: ApiKey[] = [];
  private cancelSummary: () => void = () => {};
  readonly state$: Observable<UsageLogsState>;

  constructor(
    private readonly deps: UsageLogsDependencies,
    search: string,
  ) {
    const view = viewOfSearch(search);
    this.state = new BehaviorSubject(initialUsageLogsState(search, view));
    this.state$ = this.state.asObservable();
    // A newer address wins: the answer to an older one is dropped.
    this.subscription = this.loads.pipe(switchMap((next) => this.load(next))).subscribe((result) => {
      this.apply(result);
    });
    this.keys = this.fetchKeys();
    void this.fetchCatalogue();
    this.loads.next(view);
  }

  current(): UsageLogsState {
    return this.state.value;
  }

  /** The address changed (a filter set, a link followed, back or forward): lists what it asks for. */
  showAddress(search: string): void {
    const view = viewOfSearch(search);
    const unchanged = searchOfView(view) === searchOfView(this.state.value.view);
    if (unchanged && this.state.value.status !== "failed") {
      if (search !== this.state.value.address) this.patch({ address: search });
      return;
    }
    this.patch({ address: search, view });
    this.loads.next(view);
  }

  /** Asks for the address of these filters; `undefined` removes a filter. */
  setFilters(change: Partial<UsageLogsView>): void {
    this.deps.showSearch(searchOfView(changedView(this.state.value.view, change)));
  }

  clearFilters(): void {
    this.deps.showSearch("");
  }

  /** Lists the requests again with the same filters (also the retry after a failure). */
  refresh(): void {
    this.loads.next(this.state.value.view);
  }

  /** Shows one listed request in detail. */
  open(id: string): void {
    const selected = this.state.value.entries.find((entry) => entry.id === id) ?? null;
    this.patch({ selected });
  }

  close(): void {
    this.patch({ selected: null });
  }

  /** The listed requests as a CSV file named with today's date; null when there is nothing to export. */
  async exportCsv(): Promise<UsageLogsFile | null> {
    const { entries, exporting } = this.state.value;
    if (exporting || entries.length === 0) return null;
    return runBusyReportingFailure(
      (exporting) => this.patch({ exporting }),
      this.failureReporting("export"),
      async () => {
        const content = await usageLogsCsv(entries);
        return { fileName: usageLogExportFileName(this.deps.now?.() ?? new Date()), content };
      },
    );
  }

  dispose(): void {
    this.cancelSummary();
    this.subscription.unsubscribe();
    this.loads.complete();
    this.state.complete();
  }

  private load(view: UsageLogsView): Observable<Load> {
    this.patch({ status: "loading" });
    return loadReportingFailure(this.listFor(view), this.failureReporting("load"));
  }

  private failureReporting(action: UsageLogsFailure): FailureReporting {
    return { notifier: this.deps.notifier, fallback: this.deps.fallbackMessage(action) };
  }

  private async listFor(view: UsageLogsView): Promise<Load> {
    // Only a key filter needs the keys first: its id becomes the key's value.
    const keys = view.key ? await this.keys : [];
    const { filters, applied } = filtersOfView(view, keys);
    return { applied, entries: await this.deps.logs.list(filters) };
  }

  private apply(result: Load): void {
    this.cancelSummary();
    if ("failed" in result) {
      this.patch({
        status: "failed",
        entries: [],
        totals: usageLogTotals([]),
        hasEstimates: false,
        selected: null,
      });
      return;
    }
    const { applied, entries } = result;
    const selectedId = this.state.value.selected?.id;
    this.patch({
      status: "ready",
      view: applied,
      entries,
      totals: null,
      selected: selectedId ? (entries.find((entry) => entry.id === selectedId) ?? null) : null,
    });
    const summarize = () => this.summarize(entries, applied);
    if (this.deps.afterPaint) this.cancelSummary = this.deps.afterPaint(summarize);
    else summarize();
  }

  /** One pass over what may be 50,000 requests: their totals, the filters' choices and whether any is estimated. */
  private summarize(entries: readonly UsageLogEntry[], applied: UsageLogsView): void {
    this.cancelSummary = () => {};
    const { models, vendors, statusCodes } = this.seen;
    let hasEstimates = false;
    let tokensIn = 0;
    let tokensOut = 0;
    let totalCost = 0;
    for (const entry of entries) {
      models.add(entry.model);
      vendors.add(entry.vendor);
      statusCodes.add(entry.statusCode);
      tokensIn += entry.tokensIn;
      tokensOut += entry.tokensOut;
      totalCost += entry.totalCost;
      hasEstimates ||= isEmissionsEstimate(entry);
    }
    this.patch({
      totals: usageLogTotalsOfSums({ requests: entries.length, tokensIn, tokensOut, totalCost }),
      hasEstimates,
      choices: this.choices(applied),
    });
  }

  private async fetchKeys(): Promise<ApiKey[]> {
    try {
      this.ownKeys = await this.deps.apiKeys.list();
    } catch (error) {
      // The logs still list; the key filter offers the playground only.
      reportFailure(this.deps.notifier, error, this.deps.fallbackMessage("keys"));
    }
    if (!this.state.closed) this.patch({ choices: this.choices() });
    return this.ownKeys;
  }

  private async fetchCatalogue(): Promise<void> {
    try {
      const models = await this.deps.models.listModels();
      this.catalogue = {
        models: models.map((model) => model.systemName),
        vendors: models.flatMap((model) => (model.provider ? [model.provider.name] : [])),
      };
    } catch {
      // The filters then offer what the logs listed: less complete, still usable.
      return;
    }
    if (!this.state.closed) this.patch({ choices: this.choices() });
  }

  /** Everything the catalogue and the lists so far named, and whatever the address asks for. */
  private choices(view: UsageLogsView = this.state.value.view): UsageLogsChoices {
    return {
      models: sortedNames([...this.catalogue.models, ...this.seen.models, view.model]),
      vendors: sortedNames([...this.catalogue.vendors, ...this.seen.vendors, view.vendor]),
      statusCodes: [
        ...new Set([...this.seen.statusCodes, ...(typeof view.status === "number" ? [view.status] : [])]),
      ].sort((a, b) => a - b),
      keys: this.ownKeys.map((key) => ({ id: key.id, maskedValue: maskedApiKey(key.value) ?? key.value })),
    };
  }

  private patch(changes: Partial<UsageLogsState>): void {
    if (this.state.closed) return;
    this.state.next({ ...this.state.value, ...changes });
  }
}

function sortedNames(names: readonly (string | undefined)[]): string[] {
  const present = names.filter((name): name is string => Boolean(name));
  return [...new Set(present)].sort((a, b) => a.localeCompare(b));
}
