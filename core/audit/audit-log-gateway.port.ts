import { token } from "../wiring/token.ts";
import type { AuditVerification } from "./audit-chain.ts";
import type { AuditEntry } from "./audit-entry.ts";
import type { AuditExportFormat, AuditLogFilters, AuditLogQuery } from "./audit-log-query.ts";

/** The chain's head as shown: how many entries and the last one's hash (its seal stays with the gateway). */
export interface ShownAuditHead {
  readonly count: number;
  readonly hash: string;
}

/** One page of the organization's audit log, newest first, and the chain's head. */
export interface AuditLogPage {
  readonly items: readonly AuditEntry[];
  readonly meta: { readonly total: number; readonly page: number; readonly limit: number };
  readonly head: ShownAuditHead;
}

/** Whether the chain is intact (since when) or where it first breaks, with the head it was checked against. */
export type AuditVerificationReport = AuditVerification & { readonly head: ShownAuditHead };

/** The organization's tamper-evident audit log (issue 29): owners and super admins only. */
export interface AuditLogGateway {
  /** GET /organization/{orgId}/audit?actor&kind&from&to&page&limit. */
  listEntries(organizationId: string, query: AuditLogQuery): Promise<AuditLogPage>;
  /** GET /organization/{orgId}/audit/verification: the whole chain checked, entry by entry, and its head. */
  verify(organizationId: string): Promise<AuditVerificationReport>;
  /** GET /organization/{orgId}/audit/export?…&format: the matching entries, oldest first, with the head. */
  exportEntries(organizationId: string, filters: AuditLogFilters, format: AuditExportFormat): Promise<Blob>;
}

export const AuditLogGateway = token<AuditLogGateway>("AuditLogGateway");
