import { token } from "../wiring/token.ts";

/** Which evidence to make: a month (YYYY-MM) and whether request bodies go in. */
export interface EvidenceQuery {
  readonly period: string;
  readonly bodies: boolean;
}

/**
 * A department's compliance evidence (issue 29): its admins, super admins and the owner download it; bodies only
 * the owner and super admins. Refusals reject with the gateway's messages.
 */
export interface ComplianceEvidenceGateway {
  /** GET /organization/{orgId}/departments/{depId}/evidence?period&bodies: the zip. */
  download(organizationId: string, departmentId: string, query: EvidenceQuery): Promise<Blob>;
}

export const ComplianceEvidenceGateway = token<ComplianceEvidenceGateway>("ComplianceEvidenceGateway");
