import { toEntity } from "../../../core/mapping/to-entity.ts";
import type { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import type { ReportItemJson } from "../../../core/organization/report-item.entity.ts";
import type { RequestSeries, RequestSeriesQuery } from "../../../core/organization/request-series.ts";
import {
  RequestsReport,
  type RequestsReportJson,
  type RequestsReportQuery,
} from "../../../core/organization/requests-report.ts";

export const ORG = "org-test";

/** The report over a fixed list of requests (newest first), filtering and paging as the gateway does. */
export class FakeRequestsGateway implements OrganizationRequestsGateway {
  readonly reportQueries: RequestsReportQuery[] = [];
  readonly seriesQueries: RequestSeriesQuery[] = [];
  failReport: Error | null = null;
  failSeries: Error | null = null;

  constructor(
    private readonly items: ReportItemJson[],
    private readonly series: RequestSeries = { points: [] },
  ) {}

  async reportRequests(_organizationId: string, query: RequestsReportQuery): Promise<RequestsReport> {
    this.reportQueries.push(query);
    if (this.failReport) throw this.failReport;
    const matching = this.items.filter(
      (item) =>
        query.departmentIds.includes(item.departmentId) &&
        (!query.userId || item.apikey?.departmentUser?.user.id === query.userId),
    );
    const start = (query.page - 1) * query.limit;
    const json: RequestsReportJson = {
      items: matching.slice(start, start + query.limit),
      meta: { total: matching.length, page: query.page, limit: query.limit },
    };
    return toEntity(RequestsReport, json);
  }

  async requestSeries(_organizationId: string, query: RequestSeriesQuery): Promise<RequestSeries> {
    this.seriesQueries.push(query);
    if (this.failSeries) throw this.failSeries;
    return {
      points: this.series.points.filter((point) => query.departmentIds.includes(point.departmentId)),
    };
  }
}
