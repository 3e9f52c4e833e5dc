import type {
  AuditLogGateway,
  AuditLogPage,
  AuditVerificationReport,
} from "../../../core/audit/audit-log-gateway.port.ts";
import type {
  AuditExportFormat,
  AuditLogFilters,
  AuditLogQuery,
} from "../../../core/audit/audit-log-query.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { organizationPath } from "../organization/organization-paths.ts";

/** The organization's audit log over HTTP: GET /organization/{orgId}/audit, …/verification and …/export. */
export class HttpAuditLogGateway implements AuditLogGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listEntries(organizationId: string, query: AuditLogQuery): Promise<AuditLogPage> {
    const body = (await this.http.get(organizationPath(organizationId, "audit"), {
      query: filterQuery(query, { page: query.page, limit: query.limit }),
    })) as AuditLogPage | null;
    if (!Array.isArray(body?.items) || !body.meta || !body.head)
      throw new TypeError("Expected a page of audit entries with its meta and the chain's head");
    return { items: body.items, meta: body.meta, head: { count: body.head.count, hash: body.head.hash } };
  }

  async verify(organizationId: string): Promise<AuditVerificationReport> {
    const body = (await this.http.get(
      organizationPath(organizationId, "audit", "verification"),
    )) as AuditVerificationReport | null;
    if (typeof body?.intact !== "boolean" || !body.head)
      throw new TypeError("Expected the audit chain's verification and head");
    return body;
  }

  exportEntries(organizationId: string, filters: AuditLogFilters, format: AuditExportFormat): Promise<Blob> {
    return this.http.getFile(organizationPath(organizationId, "audit", "export"), {
      query: filterQuery(filters, { format }),
    });
  }
}

/** The filters under their query names; unset ones left out. */
function filterQuery(filters: AuditLogFilters, rest: Record<string, string | number>) {
  const { actor, kind, from, to } = filters;
  return { actor, kind, from, to, ...rest };
}
