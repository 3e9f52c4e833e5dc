import { toEntity } from "../../../core/mapping/to-entity.ts";
import { NO_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import { Department } from "../../../core/organization/department.entity.ts";
import { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import type { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import type { ReportItemJson } from "../../../core/organization/report-item.entity.ts";
import type { RequestSeries, RequestSeriesQuery } from "../../../core/organization/request-series.ts";
import {
  RequestsReport,
  type RequestsReportJson,
  type RequestsReportQuery,
} from "../../../core/organization/requests-report.ts";

export const ORG = "org-test";

/** A department as the gateway answers it, every setting off unless given. */
export function aDepartment(fields: Record<string, unknown> & { id: string; name: string }): Department {
  return toEntity(Department, {
    description: null,
    ...NO_FRAMEWORKS,
    PIIAndSensitive: "NONE",
    piiEntities: [],
    monthlyBudgetInDollar: null,
    spentThisMonthInDollar: 0,
    lastModifiedByRole: {},
    complianceFiles: [],
    models: [],
    role: "OWNER",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...fields,
  });
}

export function aMember(id: string, email: string, departmentIds: string[]): OrganizationMember {
  return toEntity(OrganizationMember, {
    id,
    email,
    departments: departmentIds.map((departmentId) => ({
      id: departmentId,
      name: departmentId,
      role: "MEMBER",
    })),
  });
}

/** A request of the report, sent by a user with their department key. */
export function aReportItem(
  id: string,
  departmentId: string,
  user: { id: string; email: string } | null,
  minutesAgo: number,
  changes: Partial<ReportItemJson> = {},
): ReportItemJson {
  return {
    id,
    createdAt: new Date(Date.UTC(2025, 2, 14, 12, 0) - minutesAgo * 60_000).toISOString(),
    status: 200,
    error: null,
    departmentId,
    model: "gpt-4o-mini",
    totalCost: 0.0001234,
    apikey: { id: `key-${id}`, departmentUser: user ? { id: `du-${user.id}`, user } : null },
    ...changes,
  };
}

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
