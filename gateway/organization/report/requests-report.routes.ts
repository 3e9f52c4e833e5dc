import type { FastifyInstance } from "fastify";
import {
  DEFAULT_SERIES_DAYS,
  RequestSeriesQueryDto,
} from "../../../core/organization/request-series-query.dto.ts";
import { RequestsReportQueryDto } from "../../../core/organization/requests-report-query.dto.ts";
import { signedInUser } from "../../identity/authenticate.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { positionOf } from "../../usage-logs/request-log-cursor.ts";
import { forOrganization } from "../organization-access.ts";
import { checkedReportedDepartments, reportedDepartmentIds } from "./reported-departments.ts";
import { requestSeries } from "./request-series.repository.ts";
import { REQUESTS_REPORT_OPERATIONS } from "./requests-report.operations.ts";
import { requestsReport } from "./requests-report.repository.ts";

type ReportRequest = {
  Params: { orgId: string };
  Querystring: Record<string, string | string[] | undefined>;
};

const DEFAULT_PAGE_SIZE = 20;

/**
 * GET /organization/{orgId}/requests: the request report, by department and person, one page at a time (by number,
 * or after a cursor); and
 * GET …/requests/series: the same requests summed per day and department, for charts.
 */
export async function requestsReportRoutes(app: FastifyInstance, { db, clock }: GatewayDeps): Promise<void> {
  const reportOptions = { schema: REQUESTS_REPORT_OPERATIONS.page };
  app.get<ReportRequest>("/organization/:orgId/requests", reportOptions, async (request) => {
    const { orgId } = request.params;
    const { roles } = await forOrganization(db, orgId, signedInUser(request).id, "viewReport");
    const query = validatedInput(RequestsReportQueryDto, {
      departmentIds: listOf(request.query.departmentIds),
      page: numberOf(request.query.page, 1),
      limit: numberOf(request.query.limit, DEFAULT_PAGE_SIZE),
      userId: lastOf(request.query.userId),
      cursor: lastOf(request.query.cursor),
    });
    const after = query.cursor ? positionOf(query.cursor) : undefined;
    const departmentIds = await reportedDepartmentIds(db, orgId, roles, query.departmentIds);
    return requestsReport(db, orgId, departmentIds, { ...query, ...(after ? { after } : {}) });
  });

  const seriesOptions = { schema: REQUESTS_REPORT_OPERATIONS.series };
  app.get<ReportRequest>("/organization/:orgId/requests/series", seriesOptions, async (request) => {
    const { orgId } = request.params;
    const { roles } = await forOrganization(db, orgId, signedInUser(request).id, "viewReport");
    const query = validatedInput(RequestSeriesQueryDto, {
      departmentIds: listOf(request.query.departmentIds),
      userId: lastOf(request.query.userId),
      days: numberOf(request.query.days, DEFAULT_SERIES_DAYS),
    });
    const departmentIds = await checkedReportedDepartments(db, orgId, roles, query.departmentIds);
    return requestSeries(db, orgId, departmentIds, query, clock.now());
  });
}

/** A repeated query parameter (departmentIds=a&departmentIds=b), or a single one, as a list. */
function listOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((item) => item !== "");
}

function lastOf(value: string | string[] | undefined): string | undefined {
  const last = Array.isArray(value) ? value.at(-1) : value;
  return last === "" ? undefined : last;
}

/** A number parameter; absent means the default, anything unreadable fails validation as not an integer. */
function numberOf(value: string | string[] | undefined, fallback: number): number {
  const last = lastOf(value);
  return last === undefined ? fallback : Number(last);
}
