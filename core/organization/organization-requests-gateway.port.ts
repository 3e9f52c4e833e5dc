import { token } from "../wiring/token.ts";
import type { RequestSeries, RequestSeriesQuery } from "./request-series.ts";
import type { RequestsReport, RequestsReportQuery } from "./requests-report.ts";

/** The organization's request report (SPEC §7). */
export interface OrganizationRequestsGateway {
  /** GET /organization/{orgId}/requests?departmentIds&page&limit&userId: one page, newest first. */
  reportRequests(organizationId: string, query: RequestsReportQuery): Promise<RequestsReport>;

  /** GET /organization/{orgId}/requests/series?departmentIds&userId&days: daily sums per department, for charts. */
  requestSeries(organizationId: string, query: RequestSeriesQuery): Promise<RequestSeries>;
}

export const OrganizationRequestsGateway = token<OrganizationRequestsGateway>("OrganizationRequestsGateway");
