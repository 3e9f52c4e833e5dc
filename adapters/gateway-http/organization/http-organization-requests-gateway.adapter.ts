import { toEntity } from "../../../core/mapping/to-entity.ts";
import type { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
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
}
