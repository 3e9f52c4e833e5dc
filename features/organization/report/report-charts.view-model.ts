import { BehaviorSubject, catchError, from, map, type Observable, of, Subject, switchMap } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import type { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import {
  daysOfRange,
  type MetricSeries,
  metricSeries,
  type SeriesDepartment,
  type SeriesMetric,
} from "./report-series.ts";

/** Which requests to chart: the report's departments and user, over the last `days` days. */
export interface ChartsQuery {
  readonly departments: readonly SeriesDepartment[];
  readonly userId?: string;
  readonly days: number;
}

export interface ReportChartsState {
  /** `idle` until a query is given. */
  readonly status: "idle" | "loading" | "ready" | "failed";
  readonly query: ChartsQuery | null;
  /** The days drawn, oldest first (YYYY-MM-DD, UTC). */
  readonly dates: readonly string[];
  /** The four charts; null until loaded. */
  readonly series: Readonly<Record<SeriesMetric, MetricSeries>> | null;
}

export interface ReportChartsDependencies {
  readonly organizationId: string;
  readonly requests: Pick<OrganizationRequestsGateway, "requestSeries">;
  readonly notifier: Pick<Notifier, "notify">;
  /** The toast's words when loading fails and the server said nothing. */
  readonly failedMessage: () => string;
  readonly now?: () => Date;
}

const INITIAL: ReportChartsState = { status: "idle", query: null, dates: [], series: null };

/**
 * The report's charts over time: requests, spend, energy cost and emissions per department, per day. A newer
 * query wins: the answer to an older one is dropped.
 */
export class ReportChartsViewModel {
  private readonly state = new BehaviorSubject<ReportChartsState>(INITIAL);
  private readonly queries = new Subject<ChartsQuery>();
  readonly state$: Observable<ReportChartsState> = this.state.asObservable();

  constructor(private readonly deps: ReportChartsDependencies) {
    this.queries.pipe(switchMap((query) => this.load(query))).subscribe((state) => this.patch(state));
  }

  current(): ReportChartsState {
    return this.state.value;
  }

  /** Charts these requests; the same query again is not fetched again unless the last one failed. */
  show(query: ChartsQuery): void {
    const { status, query: shown } = this.state.value;
    if (shown && sameQuery(shown, query) && status !== "failed") return;
    this.patch({ status: "loading", query });
    this.queries.next(query);
  }

  /** Fetches the last query again (after a failure). */
  retry(): void {
    const { query } = this.state.value;
    if (query) this.queries.next(query);
  }

  dispose(): void {
    this.queries.complete();
    this.state.complete();
  }

  private load(query: ChartsQuery): Observable<ReportChartsState> {
    this.patch({ status: "loading" });
    const dates = daysOfRange(this.deps.now?.() ?? new Date(), query.days);
    if (query.departments.length === 0)
      return of<ReportChartsState>({ status: "ready", query, dates, series: metricSeries([], [], dates) });
    const { organizationId, requests } = this.deps;
    const asked = requests.requestSeries(organizationId, {
      departmentIds: query.departments.map((department) => department.id),
      ...(query.userId ? { userId: query.userId } : {}),
      days: query.days,
    });
    return from(asked).pipe(
      map(
        ({ points }): ReportChartsState => ({
          status: "ready",
          query,
          dates,
          series: metricSeries(points, query.departments, dates),
        }),
      ),
      catchError((error: unknown) => {
        reportFailure(this.deps.notifier, error, this.deps.failedMessage());
        return of<ReportChartsState>({ status: "failed", query, dates: [], series: null });
      }),
    );
  }

  private patch(changes: Partial<ReportChartsState>): void {
    if (this.state.closed) return;
    this.state.next({ ...this.state.value, ...changes });
  }
}

function sameQuery(a: ChartsQuery, b: ChartsQuery): boolean {
  return (
    a.days === b.days &&
    a.userId === b.userId &&
    a.departments.length === b.departments.length &&
    a.departments.every((department, index) => department.id === b.departments[index]?.id)
  );
}
