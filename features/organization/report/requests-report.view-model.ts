import { BehaviorSubject, type Observable, Subject, type Subscription, switchMap } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import {
  type FailureReporting,
  loadReportingFailure,
  runBusyReportingFailure,
} from "../../../core/notifier/reported-task.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import type { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import type { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import type { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import type { RequestsReport } from "../../../core/organization/requests-report.ts";
import type { CsvFile } from "../../../ui/csv/csv-file.ts";
import {
  changedReportView,
  type ReportView,
  reportViewOfSearch,
  searchOfReportView,
} from "./report-address.ts";
import { ReportChartsViewModel } from "./report-charts.view-model.ts";
import { reportCsv, reportExportFileName } from "./report-csv.ts";
import { collectReport } from "./report-export.ts";
import { pageWindow } from "./report-pagination.ts";
import {
  type DepartmentChoice,
  initialRequestsReportState,
  type RequestsReportState,
  type UserChoice,
} from "./requests-report.state.ts";

/** What can fail: the departments (the report's scope), a page of requests, the charts, the export. */
export type ReportFailure = "scope" | "load" | "charts" | "export";

/** The translation key of each failure's toast when the server said nothing. */
export const REPORT_FAILURE_KEYS = {
  scope: "organization.report.failures.scope",
  load: "organization.report.failures.load",
  charts: "organization.report.failures.charts",
  export: "organization.report.failures.export",
} as const satisfies Record<ReportFailure, string>;

export interface RequestsReportDependencies {
  readonly organizationId: string;
  readonly departments: Pick<DepartmentsGateway, "listDepartments">;
  readonly members: Pick<OrganizationMembersGateway, "listMembers">;
  readonly requests: OrganizationRequestsGateway;
  readonly notifier: Pick<Notifier, "notify">;
  /** Shows the report with another address query (the router's navigate): the address holds the filters. */
  readonly showSearch: (search: string) => void;
  /** What a toast says, in the interface language, when a call fails and the server said nothing. */
  readonly fallbackMessage: (failure: ReportFailure) => string;
  readonly now?: () => Date;
}

/** The people the user filter can offer, and the departments the person may report on. */
interface Scope {
  readonly departments: readonly DepartmentChoice[];
  readonly members: readonly OrganizationMember[];
}

type Load =
  | { readonly view: ReportView; readonly report: Pick<RequestsReport, "items" | "total"> }
  | { readonly failed: true };

/** The CSV of the filtered report, and how much of the report it holds. */
export interface ReportExport {
  readonly file: CsvFile;
  readonly exported: number;
  readonly total: number;
}

/**
 * The organization's request report: one page of the requests that pass the filters the address holds, the
 * departments the person may report on (role ADMIN or higher there) and the people to filter by, the charts of the
 * same requests over time, and the CSV of every page. Filters change by changing the address (`setView` asks for
 * it); the screen passes every address back through `showAddress`, so a link, a reload and the back button agree.
 */
export class RequestsReportViewModel {
  private readonly state: BehaviorSubject<RequestsReportState>;
  private readonly loads = new Subject<ReportView>();
  private readonly subscription: Subscription;
  private scope: Promise<Scope | null>;
  /** Everyone seen on a page so far, for the user filter when the members list is out of reach. */
  private readonly seenUsers = new Map<string, string>();
  private members: readonly OrganizationMember[] = [];
  readonly state$: Observable<RequestsReportState>;
  /** The charts of the same requests over time. */
  readonly charts: ReportChartsViewModel;

  constructor(
    private readonly deps: RequestsReportDependencies,
    search: string,
  ) {
    const view = reportViewOfSearch(search);
    this.state = new BehaviorSubject(initialRequestsReportState(search, view));
    this.state$ = this.state.asObservable();
    this.charts = new ReportChartsViewModel({
      organizationId: deps.organizationId,
      requests: deps.requests,
      notifier: deps.notifier,
      failedMessage: () => deps.fallbackMessage("charts"),
      ...(deps.now ? { now: deps.now } : {}),
    });
    // A newer address wins: the answer to an older one is dropped.
    this.subscription = this.loads.pipe(switchMap((next) => this.load(next))).subscribe((result) => {
      this.apply(result);
    });
    this.scope = this.fetchScope();
    this.loads.next(view);
  }

  current(): RequestsReportState {
    return this.state.value;
  }

  /** The address changed (a filter set, a link followed, back or forward): shows what it asks for. */
  showAddress(search: string): void {
    // The same address told again (the screen mounting, say): a failure is retried by `refresh`, not by this.
    if (search === this.state.value.address) return;
    const next = reportViewOfSearch(search);
    const shown = this.state.value.view;
    const { status } = this.state.value;
    if (searchOfReportView(next) === searchOfReportView(shown) && status !== "failed") {
      if (search !== this.state.value.address) this.patch({ address: search });
      return;
    }
    this.patch({ address: search, view: next });
    if (
      status !== "failed" &&
      searchOfReportView({ ...next, days: shown.days }) === searchOfReportView(shown)
    ) {
      // Only the charts' range changed: the page of requests stays.
      this.showCharts(next);
      return;
    }
    this.loads.next(next);
  }

  /** Asks for the address of this view; another filter starts again at the first page. */
  setView(change: Partial<ReportView>): void {
    this.deps.showSearch(searchOfReportView(changedReportView(this.state.value.view, change)));
  }

  /** Asks for another page of the same requests; a page outside 1…last is ignored. */
  goToPage(page: number): void {
    const { last } = this.state.value.pages;
    if (page >= 1 && page <= last) this.setView({ page });
  }

  /** Every department the person may report on, everyone's requests, from the first page. */
  clearFilters(): void {
    this.setView({ departmentIds: [], userId: undefined });
  }

  /** Fetches again what the address asks for (also the retry after a failure). */
  refresh(): void {
    if (this.state.value.scope === "failed") {
      this.patch({ scope: "loading" });
      this.scope = this.fetchScope();
    }
    this.loads.next(this.state.value.view);
  }

  /**
   * Every request of the filtered report (page after page, up to a cap) as a CSV file; null when there is nothing
   * to export or it failed (a toast said so).
   */
  async exportCsv(): Promise<ReportExport | null> {
    const { exporting, total, view } = this.state.value;
    const scope = await this.scope;
    if (exporting || total === 0 || !scope) return null;
    this.patch({ exportCap: null });
    return runBusyReportingFailure(
      (exporting) => this.patch({ exporting }),
      this.failureReporting("export"),
      async () => {
        const departmentIds = reportedDepartments(view, scope).map((department) => department.id);
        const collected = await collectReport((page, limit) =>
          this.deps.requests.reportRequests(this.deps.organizationId, {
            departmentIds,
            page,
            limit,
            ...(view.userId ? { userId: view.userId } : {}),
          }),
        );
        const content = await reportCsv(collected.items, (id) => departmentName(scope, id));
        const exported = collected.items.length;
        this.patch({ exportCap: collected.capped ? { exported, total: collected.total } : null });
        return {
          file: { fileName: reportExportFileName(this.deps.now?.() ?? new Date()), content },
          exported,
          total: collected.total,
        };
      },
    );
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.loads.complete();
    this.charts.dispose();
    this.state.complete();
  }

  private load(view: ReportView): Observable<Load> {
    this.patch({ status: "loading" });
    return loadReportingFailure(this.pageFor(view), this.failureReporting("load"));
  }

  private failureReporting(action: ReportFailure): FailureReporting {
    return { notifier: this.deps.notifier, fallback: this.deps.fallbackMessage(action) };
  }

  private async pageFor(view: ReportView): Promise<Load> {
    const scope = await this.scope;
    if (!scope) return { failed: true };
    const applied = appliedView(view, scope);
    const departments = reportedDepartments(applied, scope);
    if (departments.length === 0) return { view: applied, report: { items: [], total: 0 } };
    const report = await this.deps.requests.reportRequests(this.deps.organizationId, {
      departmentIds: departments.map((department) => department.id),
      page: applied.page,
      limit: applied.limit,
      ...(applied.userId ? { userId: applied.userId } : {}),
    });
    return { view: applied, report };
  }

  private apply(result: Load): void {
    if ("failed" in result) {
      this.patch({ status: "failed", items: [], total: 0 });
      return;
    }
    const { view, report } = result;
    const pages = pageWindow(view.page, report.total, view.limit);
    if (report.items.length === 0 && report.total > 0 && view.page > pages.last) {
      // A page past the end (the requests got fewer since the link was made): show the last one instead.
      this.deps.showSearch(searchOfReportView({ ...view, page: pages.last }));
      return;
    }
    for (const item of report.items) if (item.user) this.seenUsers.set(item.user.id, item.user.email);
    const users = this.userChoices(view);
    this.patch({ status: "ready", view, items: report.items, total: report.total, pages, users });
    this.showCharts(view);
  }

  private showCharts(view: ReportView): void {
    void this.scope.then((scope) => {
      if (!scope || this.state.closed) return;
      this.charts.show({
        departments: reportedDepartments(appliedView(view, scope), scope),
        days: view.days,
        ...(view.userId ? { userId: view.userId } : {}),
      });
    });
  }

  private async fetchScope(): Promise<Scope | null> {
    const { organizationId } = this.deps;
    const members = this.deps.members.listMembers(organizationId).catch(() => []);
    try {
      const departments = reportable(await this.deps.departments.listDepartments(organizationId));
      // The user filter then offers the people seen in the report: less complete, still usable.
      this.members = await members;
      this.patch({ scope: "ready", departments });
      return { departments, members: this.members };
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.fallbackMessage("scope"));
      this.patch({ scope: "failed" });
      return null;
    }
  }

  /**
   * The members of the departments reported on, the people seen in the report, and the one the address names
   * (by id until their email is known), sorted by email.
   */
  private userChoices(view: ReportView): UserChoice[] {
    const shown = new Set(view.departmentIds);
    const inScope = (member: OrganizationMember) =>
      shown.size === 0 || member.departments.some((department) => shown.has(department.id));
    const emails = new Map(this.seenUsers);
    for (const member of this.members) if (inScope(member)) emails.set(member.id, member.email);
    if (view.userId && !emails.has(view.userId)) emails.set(view.userId, view.userId);
    return [...emails].map(([id, email]) => ({ id, email })).sort((a, b) => a.email.localeCompare(b.email));
  }

  private patch(changes: Partial<RequestsReportState>): void {
    if (this.state.closed) return;
    this.state.next({ ...this.state.value, ...changes });
  }
}

/** The departments whose requests the person may read: where their role reaches the report's (ADMIN). */
function reportable(departments: readonly Department[]): DepartmentChoice[] {
  return departments
    .filter((department) => permissionFor("viewReport", department.role).allowed)
    .map((department) => ({ id: department.id, name: department.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The view with the departments the person may not report on (or that are gone) left out. */
function appliedView(view: ReportView, scope: Scope): ReportView {
  const known = new Set(scope.departments.map((department) => department.id));
  const departmentIds = view.departmentIds.filter((id) => known.has(id));
  return departmentIds.length === view.departmentIds.length ? view : { ...view, departmentIds };
}

/** The departments a view reports on: the chosen ones, or every one the person may report on. */
function reportedDepartments(view: ReportView, scope: Scope): readonly DepartmentChoice[] {
  if (view.departmentIds.length === 0) return scope.departments;
  const chosen = new Set(view.departmentIds);
  return scope.departments.filter((department) => chosen.has(department.id));
}

function departmentName(scope: Scope, id: string): string {
  return scope.departments.find((department) => department.id === id)?.name ?? id;
}
