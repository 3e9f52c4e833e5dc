import type { RequestsReport, RequestsReportQuery } from "./requests-report.ts";

/** The organization's request report (SPEC §7). */
export interface OrganizationRequestsGateway {
  /** GET /organization/{orgId}/requests?departmentIds&page&limit&userId: one page, newest first. */
  reportRequests(organizationId: string, query: RequestsReportQuery): Promise<RequestsReport>;
}

export const OrganizationRequestsGateway = Symbol.for("OrganizationRequestsGateway");
