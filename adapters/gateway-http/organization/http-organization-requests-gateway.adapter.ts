import { toEntity } from "../../../core/mapping/to-entity.ts";
import type { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import type { RequestSeries, RequestSeriesQuery } from "../../../core/organization/request-series.ts";
import { RequestsReport, type RequestsReportQuery } from "../../../core/organization/requests-report.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { organizationPath } from "./organization-paths.ts";

export class HttpOrganizationRequestsGateway implements OrganizationRequestsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async reportRequests(organizationId: string, query: RequestsReportQuery): Promise<RequestsReport> {
    const path = organizationPath(organizationId, "requests");
    const { departmentIds, page, limit, userId } = query;
    return toEntity(
      RequestsReport,
      await this.http.get(path, { query: { departmentIds, page, limit, userId } }),
    );
  }

  async requestSeries(organizationId: string, query: RequestSeriesQuery): Promise<RequestSeries> {
    const path = organizationPath(organizationId, "requests", "series");
    const { departmentIds, userId, days } = query;
    const body = (await this.http.get(path, {
      query: { departmentIds, userId, days },
    })) as RequestSeries | null;
    if (!Array.isArray(body?.points))
      throw new TypeError("Expected the request series to hold a list of points");
    return {
      points: body.points.map(({ date, departmentId, requests, spend, energyCost, emissions }) => ({
        date,
        departmentId,
        requests,
        spend,
        energyCost,
        emissions,
      })),
    };
  }
}
