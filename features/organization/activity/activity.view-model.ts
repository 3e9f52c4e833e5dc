import { BehaviorSubject, type Observable, Subject, type Subscription, switchMap } from "rxjs";
import { auditExportFileName } from "../../../core/audit/audit-export.ts";
import type { AuditLogGateway, AuditLogPage } from "../../../core/audit/audit-log-gateway.port.ts";
import type { AuditExportFormat } from "../../../core/audit/audit-log-query.ts";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import {
  type FailureReporting,
  loadReportingFailure,
  runBusyReportingFailure,
} from "../../../core/notifier/reported-task.ts";
import type { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import type { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { pageWindow } from "../report/report-pagination.ts";
import { ACTIVITY_PAGE_SIZE, type ActivityState, initialActivityState } from "./activity.state.ts";
import {
  type ActivityView,
  activityViewOfSearch,
  changedActivityView,
  filtersOf,
  searchOfActivityView,
} from "./activity-address.ts";

/** What can fail: a page of entries, the verification, an export. */
export type ActivityFailure = "load" | "verify" | "export";

/** The translation key of each failure's toast when the server said nothing. */
export const ACTIVITY_FAILURE_KEYS = {
  load: "organization.activity.failures.load",
  verify: "organization.activity.failures.verify",
  export: "organization.activity.failures.export",
} as const satisfies Record<ActivityFailure, string>;

export interface ActivityDependencies {
  readonly organizationId: string;
  readonly auditLog: AuditLogGateway;
  readonly members: Pick<OrganizationMembersGateway, "listMembers">;
  readonly organization: Pick<OrganizationGateway, "listSuperAdmins">;
  readonly notifier: Pick<Notifier, "notify">;
  /** Shows the page with another address query (the router's navigate): the address holds the filters. */
  readonly showSearch: (search: string) => void;
  /** What a toast says, in the interface language, when a call fails and the server said nothing. */
  readonly fallbackMessage: (failure: ActivityFailure) => string;
  readonly now?: () => Date;
}

/** An export made for download. */
export interface ActivityExport {
  readonly fileName: string;
  readonly content: Blob;
}

type Load = { readonly view: ActivityView; readonly page: AuditLogPage } | { readonly failed: true };

/**
 * The organization's Activity page: one page of its audit log, newest first, filtered by actor, kind and days as
 * the address says; the chain's head; its verification on demand; and the export of every matching entry.
 * Filters change by changing the address (`setView` asks for it); the screen passes every address back through
 * `showAddress`, so a link, a reload and the back button agree.
 */
export class ActivityViewModel {
  private readonly state: BehaviorSubject<ActivityState>;
  private readonly loads = new Subject<ActivityView>();
  private readonly subscription: Subscription;
  private readonly people = new Set<string>();
  readonly state$: Observable<ActivityState>;

  constructor(
    private readonly deps: ActivityDependencies,
    search: string,
  ) {
    const view = activityViewOfSearch(search);
    this.state = new BehaviorSubject(initialActivityState(search, view));
    this.state$ = this.state.asObservable();
    // A newer address wins: the answer to an older one is dropped.
    this.subscription = this.loads.pipe(switchMap((next) => this.load(next))).subscribe((result) => {
      this.apply(result);
    });
    void this.fetchPeople();
    this.loads.next(view);
  }

  current(): ActivityState {
    return this.state.value;
  }

  /** The address changed (a filter set, a link followed, back or forward): shows what it asks for. */
  showAddress(search: string): void {
    if (search === this.state.value.address) return;
    const next = activityViewOfSearch(search);
    const same = searchOfActivityView(next) === searchOfActivityView(this.state.value.view);
    this.patch({ address: search, view: next });
    if (!same || this.state.value.status === "failed") this.loads.next(next);
  }

  /** Asks for the address of this view; another filter starts again at the first page. */
  setView(change: Partial<ActivityView>): void {
    this.deps.showSearch(searchOfActivityView(changedActivityView(this.state.value.view, change)));
  }

  /** Asks for another page of the same entries; a page outside 1…last is ignored. */
  goToPage(page: number): void {
    const { last } = this.state.value.pages;
    if (page >= 1 && page <= last) this.setView({ page });
  }

  clearFilters(): void {
    this.deps.showSearch(searchOfActivityView({ page: 1 }));
  }

  /** Fetches again what the address asks for (also the retry after a failure). */
  refresh(): void {
    this.loads.next(this.state.value.view);
  }

  /** Checks the whole chain: "intact since …", or the first broken entry. */
  async verify(): Promise<void> {
    if (this.state.value.verification.status === "verifying") return;
    this.patch({ verification: { status: "verifying" } });
    try {
      const report = await this.deps.auditLog.verify(this.deps.organizationId);
      this.patch({ verification: { status: "done", report }, head: report.head });
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.fallbackMessage("verify"));
      this.patch({ verification: { status: "failed" } });
    }
  }

  /** Every entry matching the filters, oldest first, as a file; null when it failed (a toast said so). */
  async exportEntries(format: AuditExportFormat): Promise<ActivityExport | null> {
    const { exporting, view } = this.state.value;
    if (exporting) return null;
    return runBusyReportingFailure(
      (busy) => this.patch({ exporting: busy ? format : null }),
      this.failureReporting("export"),
      async () => ({
        fileName: auditExportFileName(format, this.deps.now?.() ?? new Date()),
        content: await this.deps.auditLog.exportEntries(this.deps.organizationId, filtersOf(view), format),
      }),
    );
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.loads.complete();
    this.state.complete();
  }

  private load(view: ActivityView): Observable<Load> {
    this.patch({ status: "loading" });
    const page = this.deps.auditLog
      .listEntries(this.deps.organizationId, { ...view, limit: ACTIVITY_PAGE_SIZE })
      .then((answer) => ({ view, page: answer }));
    return loadReportingFailure(page, this.failureReporting("load"));
  }

  private apply(result: Load): void {
    if ("failed" in result) {
      this.patch({ status: "failed", items: [], total: 0 });
      return;
    }
    const { view, page } = result;
    const pages = pageWindow(view.page, page.meta.total, ACTIVITY_PAGE_SIZE);
    if (page.items.length === 0 && page.meta.total > 0 && view.page > pages.last) {
      // A page past the end (a stale link): show the last one instead.
      this.deps.showSearch(searchOfActivityView({ ...view, page: pages.last }));
      return;
    }
    for (const entry of page.items) if (entry.actor.email) this.people.add(entry.actor.email);
    this.patch({
      status: "ready",
      items: page.items,
      total: page.meta.total,
      pages,
      head: page.head,
      actors: this.actorChoices(view),
    });
  }

  /** The owner, super admins and members (the filter then offers people who have not acted yet). */
  private async fetchPeople(): Promise<void> {
    const { organizationId } = this.deps;
    const [members, admins] = await Promise.all([
      this.deps.members.listMembers(organizationId).catch(() => []),
      this.deps.organization.listSuperAdmins(organizationId).catch(() => []),
    ]);
    for (const person of [...members, ...admins]) this.people.add(person.email);
    this.patch({ actors: this.actorChoices(this.state.value.view) });
  }

  private actorChoices(view: ActivityView): string[] {
    const emails = new Set(this.people);
    if (view.actor) emails.add(view.actor);
    return [...emails].sort((a, b) => a.localeCompare(b));
  }

  private failureReporting(action: ActivityFailure): FailureReporting {
    return { notifier: this.deps.notifier, fallback: this.deps.fallbackMessage(action) };
  }

  private patch(changes: Partial<ActivityState>): void {
    if (this.state.closed) return;
    this.state.next({ ...this.state.value, ...changes });
  }
}
