import { toEntity } from "../../../core/mapping/to-entity.ts";
import { mayPerform } from "../../../core/organization/organization-permissions.ts";
import type { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import { roleInDepartment } from "../../../core/organization/person-roles.ts";
import {
  type RequestSeries,
  type RequestSeriesQuery,
  requestSeriesOf,
  seriesStart,
} from "../../../core/organization/request-series.ts";
import { RequestSeriesQueryDto } from "../../../core/organization/request-series-query.dto.ts";
import {
  RequestsReport,
  type RequestsReportJson,
  type RequestsReportQuery,
} from "../../../core/organization/requests-report.ts";
import { RequestsReportQueryDto } from "../../../core/organization/requests-report-query.dto.ts";
import type { OrganizationContext } from "./organization-context.ts";
import type { RequestRow } from "./organization-rows.ts";

/** The organization's request report, in memory, newest first; and its daily sums for charts. */
export class MemoryOrganizationRequestsGateway implements OrganizationRequestsGateway {
  constructor(private readonly context: OrganizationContext) {}

  async reportRequests(organizationId: string, query: RequestsReportQuery): Promise<RequestsReport> {
    const { access, views } = this.context;
    access.forOrganization(organizationId, "viewReport");
    const input = access.validated(RequestsReportQueryDto, query);
    const departmentIds =
      input.departmentIds.length > 0 ? input.departmentIds : this.reportableDepartments(organizationId);
    const matching = this.requestsOf(organizationId, departmentIds, input.userId).sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
    const start = (input.page - 1) * input.limit;
    const json: RequestsReportJson = {
      items: matching.slice(start, start + input.limit).map((row) => views.reportItem(row)),
      meta: { total: matching.length, page: input.page, limit: input.limit },
    };
    return toEntity(RequestsReport, json);
  }

  async requestSeries(organizationId: string, query: RequestSeriesQuery): Promise<RequestSeries> {
    const { db, access } = this.context;
    access.forOrganization(organizationId, "viewReport");
    const input = access.validated(RequestSeriesQueryDto, query);
    const from = seriesStart(Date.parse(db.timestamp()), input.days).toISOString();
    const rows = this.requestsOf(organizationId, input.departmentIds, input.userId).filter(
      (row) => new Date(row.createdAt).toISOString() >= from,
    );
    return requestSeriesOf(
      rows.map((row) => ({ ...row, sentAt: new Date(row.createdAt).toISOString(), requests: 1 })),
    );
  }

  /** The requests of these departments (each one the caller may report on), of one person if named. */
  private requestsOf(
    organizationId: string,
    departmentIds: readonly string[],
    userId?: string,
  ): RequestRow[] {
    const { db, access } = this.context;
    for (const departmentId of departmentIds)
      access.forDepartment(organizationId, departmentId, "viewReport");
    return db.requests.where(
      (row) =>
        row.organizationId === organizationId &&
        departmentIds.includes(row.departmentId) &&
        (!userId || row.userId === userId),
    );
  }

  /** Without a department filter: every department the caller may report on. */
  private reportableDepartments(organizationId: string): string[] {
    const { db, access } = this.context;
    const roles = access.rolesOf(organizationId);
    return db.departments
      .where((row) => row.organizationId === organizationId)
      .filter((row) => mayPerform("viewReport", roleInDepartment(roles, row.id)))
      .map((row) => row.id);
  }
}
