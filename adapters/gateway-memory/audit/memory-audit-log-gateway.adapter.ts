import { AuditChainVerifier, GENESIS_HASH } from "../../../core/audit/audit-chain.ts";
import {
  AUDIT_EXPORT_FIELDS,
  AUDIT_EXPORT_MEDIA_TYPES,
  auditExportJson,
  auditExportRows,
  auditHeadRows,
} from "../../../core/audit/audit-export.ts";
import type {
  AuditLogGateway,
  AuditLogPage,
  AuditVerificationReport,
  ShownAuditHead,
} from "../../../core/audit/audit-log-gateway.port.ts";
import { AuditLogExportDto, AuditLogQueryDto } from "../../../core/audit/audit-log-query.dto.ts";
import {
  type AuditExportFormat,
  type AuditLogFilters,
  type AuditLogQuery,
  passesAuditFilters,
} from "../../../core/audit/audit-log-query.ts";
import { CSV_FORMULA_START, CSV_NEWLINE } from "../../../core/text/csv-rules.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";

/** The organization's audit log in memory, with the gateway's rules: owners and super admins only, newest first. */
export class MemoryAuditLogGateway implements AuditLogGateway {
  constructor(private readonly context: OrganizationContext) {}

  async listEntries(organizationId: string, query: AuditLogQuery): Promise<AuditLogPage> {
    const { access, audit } = this.context;
    access.forOrganization(organizationId, "viewAuditLog");
    const input = access.validated(AuditLogQueryDto, query);
    await audit.settled();
    const matching = audit
      .entriesOf(organizationId)
      .filter((entry) => passesAuditFilters(entry, input))
      .reverse();
    const start = (input.page - 1) * input.limit;
    return {
      items: matching.slice(start, start + input.limit),
      meta: { total: matching.length, page: input.page, limit: input.limit },
      head: this.shownHead(organizationId),
    };
  }

  async verify(organizationId: string): Promise<AuditVerificationReport> {
    const { access, audit } = this.context;
    access.forOrganization(organizationId, "viewAuditLog");
    await audit.settled();
    const verifier = new AuditChainVerifier(organizationId, audit.sealer);
    for (const entry of audit.entriesOf(organizationId)) await verifier.add(entry);
    const verification = await verifier.finish(audit.headOf(organizationId));
    return { ...verification, head: this.shownHead(organizationId) };
  }

  async exportEntries(
    organizationId: string,
    filters: AuditLogFilters,
    format: AuditExportFormat,
  ): Promise<Blob> {
    const { access, audit } = this.context;
    access.forOrganization(organizationId, "viewAuditLog");
    const input = access.validated(AuditLogExportDto, { ...filters, format });
    await audit.settled();
    const entries = audit.entriesOf(organizationId).filter((entry) => passesAuditFilters(entry, input));
    const head = this.shownHead(organizationId);
    const type = AUDIT_EXPORT_MEDIA_TYPES[input.format];
    if (input.format === "json")
      return new Blob([JSON.stringify(auditExportJson(organizationId, head, entries), null, 2)], { type });
    const papa = await import("papaparse");
    const unparse = (papa.default ?? papa).unparse;
    const options = { escapeFormulae: CSV_FORMULA_START, newline: CSV_NEWLINE };
    const rows = unparse({ fields: [...AUDIT_EXPORT_FIELDS], data: auditExportRows(entries) }, options);
    const headRows = unparse(auditHeadRows(head), options);
    return new Blob([rows, CSV_NEWLINE, CSV_NEWLINE, headRows], { type });
  }

  private shownHead(organizationId: string): ShownAuditHead {
    const head = this.context.audit.headOf(organizationId);
    return { count: head?.count ?? 0, hash: head?.hash ?? GENESIS_HASH };
  }
}
