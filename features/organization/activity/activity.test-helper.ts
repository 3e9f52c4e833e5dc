import { GENESIS_HASH } from "../../../core/audit/audit-chain.ts";
import type { AuditEntry, JsonValue } from "../../../core/audit/audit-entry.ts";
import type { AuditKind } from "../../../core/audit/audit-kind.ts";
import type {
  AuditLogGateway,
  AuditLogPage,
  AuditVerificationReport,
} from "../../../core/audit/audit-log-gateway.port.ts";
import {
  type AuditExportFormat,
  type AuditLogFilters,
  type AuditLogQuery,
  passesAuditFilters,
} from "../../../core/audit/audit-log-query.ts";

export const ORG = "org-test";

/** An audit entry built for a test: the fields a test cares about given, the rest plausible. */
export function auditEntry(
  sequence: number,
  fields: {
    kind?: AuditKind;
    actor?: { id: string; email: string; role?: string };
    subject?: string;
    before?: JsonValue | null;
    after?: JsonValue | null;
    at?: string;
  } = {},
): AuditEntry {
  const actor = fields.actor ?? { id: "user-owner", email: "owner@meridian.example" };
  return {
    organizationId: ORG,
    departmentId: null,
    actor: { id: actor.id, email: actor.email, role: actor.role ?? "OWNER" },
    kind: fields.kind ?? "DEPARTMENT_CREATED",
    subject: { type: "department", id: `dep-${sequence}`, name: fields.subject ?? `Department ${sequence}` },
    before: fields.before ?? null,
    after: fields.after ?? { name: fields.subject ?? `Department ${sequence}` },
    address: "203.0.113.7",
    sequence,
    at: fields.at ?? new Date(Date.UTC(2025, 2, 1) + sequence * 3_600_000).toISOString(),
    previousSeal: `seal-${sequence - 1}`,
    hash: `hash-${sequence}`,
  };
}

/** The audit log over a fixed list of entries (oldest first), filtering and paging as the gateway does. */
export class FakeAuditLog implements AuditLogGateway {
  readonly queries: AuditLogQuery[] = [];
  readonly exports: { filters: AuditLogFilters; format: AuditExportFormat }[] = [];
  failList: Error | null = null;
  failVerify: Error | null = null;
  verification: AuditVerificationReport | null = null;

  constructor(private readonly entries: readonly AuditEntry[]) {}

  async listEntries(_organizationId: string, query: AuditLogQuery): Promise<AuditLogPage> {
    this.queries.push(query);
    if (this.failList) throw this.failList;
    const matching = this.entries.filter((entry) => passesAuditFilters(entry, query)).reverse();
    const start = (query.page - 1) * query.limit;
    return {
      items: matching.slice(start, start + query.limit),
      meta: { total: matching.length, page: query.page, limit: query.limit },
      head: this.head(),
    };
  }

  async verify(): Promise<AuditVerificationReport> {
    if (this.failVerify) throw this.failVerify;
    const head = this.head();
    return (
      this.verification ?? {
        intact: true,
        count: head.count,
        headHash: head.hash,
        since: this.entries[0]?.at ?? null,
        head,
      }
    );
  }

  async exportEntries(_organizationId: string, filters: AuditLogFilters, format: AuditExportFormat) {
    this.exports.push({ filters, format });
    return new Blob([JSON.stringify(this.entries.filter((entry) => passesAuditFilters(entry, filters)))]);
  }

  private head() {
    return { count: this.entries.length, hash: this.entries.at(-1)?.hash ?? GENESIS_HASH };
  }
}
