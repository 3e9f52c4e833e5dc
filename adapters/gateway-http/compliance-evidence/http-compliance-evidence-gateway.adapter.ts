import type {
  ComplianceEvidenceGateway,
  EvidenceQuery,
} from "../../../core/compliance-evidence/compliance-evidence-gateway.port.ts";
import type { CallFailure } from "../../../core/errors/http-failure.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { departmentPath } from "../organization/organization-paths.ts";

/** A department's compliance evidence over HTTP: GET /organization/{orgId}/departments/{depId}/evidence. */
export class HttpComplianceEvidenceGateway implements ComplianceEvidenceGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  download(organizationId: string, departmentId: string, query: EvidenceQuery): Promise<Blob> {
    return this.http.getFile(departmentPath(organizationId, departmentId, "evidence"), {
      query: { period: query.period, bodies: String(query.bodies) },
      handlesOwnErrors: isShownInPlace,
    });
  }
}

/** A month or bodies refused (400, 403) is told beside the download, where the choice was made: no error page. */
function isShownInPlace(failure: CallFailure): boolean {
  return failure.kind === "http" && (failure.status === 400 || failure.status === 403);
}
