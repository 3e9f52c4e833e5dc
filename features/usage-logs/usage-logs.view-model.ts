import {
  BehaviorSubject,
  from,
  map,
  merge,
  type Observable,
  Subject,
  type Subscription,
  switchMap,
} from "rxjs";
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
import { keyChoicesOf } from "../../core/usage-logs/usage-key-filter.ts";
import { usageLogExportFileName } from "../../core/usage-logs/usage-log-export.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogTotalsJson } from "../../core/usage-logs/usage-log-page.ts";
import { OFFERED_STATUS_CODES } from "../../core/usage-logs/usage-log-rules.ts";
import { shownUsageLogTotals } from "../../core/usage-logs/usage-log-totals.ts";
import type { UsageLogPage, UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { initialUsageLogsState, type UsageLogsChoices, type UsageLogsState } from "./usage-logs.state.ts";
import {
  changedView,
  filtersOfView,
  searchOfView,
  type UsageLogsView,
  viewOfSearch,
} from "./usage-logs-address.ts";

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
}

/** What can fail: listing the logs (a page of them), counting their totals, reading the keys, the export. */
export type UsageLogsFailure = "load" | "totals" | "keys" | "export";

/** The translation key of each failure's toast when the server said nothing. */
export const FAILURE_MESSAGE_KEYS = {
  load: "usageLogs.loadFailed",
  totals: "usageLogs.totalsFailed",
  keys: "usageLogs.keysFailed",
  export: "usageLogs.exportFailed",
} as const satisfies Record<UsageLogsFailure, string>;

/** A file made for download. */
export interface UsageLogsFile {
  readonly fileName: string;
  readonly content: Blob;
}

/** What a load of the list brings, each as it arrives: its first page, and its totals. */
type Answer =
  | {
      readonly kind: "page";
      readonly applied: UsageLogsView;
      readonly filters: UsageLogFilters;
      readonly page: UsageLogPage;
    }
  | { readonly kind: "totals"; readonly totals: UsageLogTotalsJson }
  | { readonly kind: "failed"; readonly of: "page" | "totals" };

/**
 * The request logs screen: lists the user's requests that pass the filters the address holds, a page at a time as
 * the list is scrolled to its end, with what all of them add up to, the choices each filter offers, the request
 * shown in detail, and the CSV export of every one of them. The first page shows without waiting for the totals.
 * Filters change by changing the address (`setFilters` asks for it); the screen passes every address back through
 * `showAddress`, so a shared link, a reload and the back button all show the same thing.
 */
export class UsageLogsViewModel {
  private readonly state: BehaviorSubject<UsageLogsState>;
  private readonly loads = new Subject<UsageLogsView>();
  private readonly subscription: Subscription;
  private readonly keys: Promise<ApiKey[]>;
  private catalogue: { models: string[]; vendors: string[] } = { models: [], vendors: [] };
  private ownKeys: ApiKey[] = [];
  /** The filters of the list shown, and where its next page starts. */
  private listed: { filters: UsageLogFilters; nextCursor: string | null } = { filters: {}, nextCursor: null };
  /** Counts the loads asked for: an older page that arrives after a newer load began is dropped. */
  private loadsAsked = 0;
  readonly state$: Observable<UsageLogsState>;

  constructor(
    private readonly deps: UsageLogsDependencies,
    search: string,
  ) {
    const view = viewOfSearch(search);
    this.state = new BehaviorSubject(initialUsageLogsState(search, view));
    this.state$ = this.state.asObservable();
    // A newer address wins: the answers to an older one (its page and its totals) are dropped.
    this.subscription = this.loads.pipe(switchMap((next) => this.load(next))).subscribe((answer) => {
      this.apply(answer);
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

  /** Lists the requests again from the newest, with the same filters (also the retry after a failure). */
  refresh(): void {
    this.loads.next(this.state.value.view);
  }

  /**
   * Adds the next, older page to the list (the list was scrolled near its end), or asks again for one that
   * failed; does nothing while a page is on its way or once every request is listed.
   */
  async loadMore(): Promise<void> {
    const { status, paging } = this.state.value;
    const { filters, nextCursor } = this.listed;
    if (status !== "ready" || (paging !== "more" && paging !== "failed") || nextCursor === null) return;
    const asked = this.loadsAsked;
    this.patch({ paging: "loading" });
    let page: UsageLogPage;
    try {
      page = await this.deps.logs.listPage(filters, nextCursor);
    } catch (error) {
      if (asked !== this.loadsAsked) return;
      reportFailure(this.deps.notifier, error, this.deps.fallbackMessage("load"));
      this.patch({ paging: "failed" });
      return;
    }
    if (asked !== this.loadsAsked) return;
    this.listed = { filters, nextCursor: page.nextCursor };
    const { entries, hasEstimates } = this.state.value;
    this.patch({
      entries: entries.concat(page.entries),
      paging: page.nextCursor === null ? "end" : "more",
      hasEstimates: hasEstimates || page.entries.some(isEmissionsEstimate),
    });
  }

  /** Shows one listed request in detail. */
  open(id: string): void {
    const selected = this.state.value.entries.find((entry) => entry.id === id) ?? null;
    this.patch({ selected });
  }

  close(): void {
    this.patch({ selected: null });
  }

  /**
   * Every request passing the filters (not only those listed so far) as a CSV file named with today's date;
   * null when nothing is listed.
   */
  async exportCsv(): Promise<UsageLogsFile | null> {
    const { entries, exporting, status } = this.state.value;
    if (exporting || status !== "ready" || entries.length === 0) return null;
    const { filters } = this.listed;
    return runBusyReportingFailure(
      (exporting) => this.patch({ exporting }),
      this.failureReporting("export"),
      async () => ({
        fileName: usageLogExportFileName(this.deps.now?.() ?? new Date()),
        content: await this.deps.logs.exportCsv(filters),
      }),
    );
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.loads.complete();
    this.state.complete();
  }

  /** The first page and the totals, asked for together; each is shown as it arrives. */
  private load(view: UsageLogsView): Observable<Answer> {
    this.loadsAsked += 1;
    this.patch({ status: "loading", totals: null, totalsFailed: false });
    return from(this.filtersFor(view)).pipe(
      switchMap(({ filters, applied }) =>
        merge(
          loadReportingFailure(this.deps.logs.listPage(filters), this.failureReporting("load")).pipe(
            map(
              (page): Answer =>
                "failed" in page ? { kind: "failed", of: "page" } : { kind: "page", applied, filters, page },
            ),
          ),
          loadReportingFailure(this.deps.logs.totals(filters), this.failureReporting("totals")).pipe(
            map(
              (totals): Answer =>
                "failed" in totals ? { kind: "failed", of: "totals" } : { kind: "totals", totals },
            ),
          ),
        ),
      ),
    );
  }

  private failureReporting(action: UsageLogsFailure): FailureReporting {
    return { notifier: this.deps.notifier, fallback: this.deps.fallbackMessage(action) };
  }

  private async filtersFor(view: UsageLogsView) {
    // Only a key filter needs the keys first: an id that is not one of the person's keys is no filter.
    const keys = view.key ? await this.keys : [];
    return filtersOfView(view, keys);
  }

  private apply(answer: Answer): void {
    switch (answer.kind) {
      case "totals":
        this.patch({ totals: shownUsageLogTotals(answer.totals) });
        return;
      case "failed":
        if (answer.of === "totals") this.patch({ totalsFailed: true });
        else
          this.patch({ status: "failed", entries: [], paging: "end", hasEstimates: false, selected: null });
        return;
      case "page":
        this.showFirstPage(answer.applied, answer.filters, answer.page);
    }
  }

  private showFirstPage(applied: UsageLogsView, filters: UsageLogFilters, page: UsageLogPage): void {
    this.listed = { filters, nextCursor: page.nextCursor };
    const { entries } = page;
    const selectedId = this.state.value.selected?.id;
    this.patch({
      status: "ready",
      view: applied,
      entries,
      listing: this.state.value.listing + 1,
      paging: page.nextCursor === null ? "end" : "more",
      hasEstimates: entries.some(isEmissionsEstimate),
      selected: selectedId ? (entries.find((entry) => entry.id === selectedId) ?? null) : null,
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
      // The filters then offer what the address names: less complete, still usable.
      return;
    }
    if (!this.state.closed) this.patch({ choices: this.choices() });
  }

  /**
   * What the catalogue names, the statuses the gateway logs, the user's keys, and whatever the address asks for:
   * never what the rows listed so far happen to hold, which are only the first pages of the logs.
   */
  private choices(view: UsageLogsView = this.state.value.view): UsageLogsChoices {
    const status = typeof view.status === "number" ? [view.status] : [];
    return {
      models: sortedNames([...this.catalogue.models, view.model]),
      vendors: sortedNames([...this.catalogue.vendors, view.vendor]),
      statusCodes: [...new Set([...OFFERED_STATUS_CODES, ...status])].sort((a, b) => a - b),
      keys: keyChoicesOf(this.ownKeys),
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
