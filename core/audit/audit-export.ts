import { canonicalJson } from "./audit-chain.ts";
import type { AuditEntry } from "./audit-entry.ts";
import type { ShownAuditHead } from "./audit-log-gateway.port.ts";
import type { AuditExportFormat } from "./audit-log-query.ts";

type Cell = string | number | null;

/**
 * An exported entry's columns, named for a spreadsheet or a script (stable, not translated). Before and after are
 * the canonical JSON the chain hashed, and the seals travel too, so the file can be checked against the chain.
 */
const COLUMNS: readonly (readonly [string, (entry: AuditEntry) => Cell])[] = [
  ["sequence", (entry) => entry.sequence],
  ["at", (entry) => entry.at],
  ["actorId", (entry) => entry.actor.id],
  ["actorEmail", (entry) => entry.actor.email],
  ["actorRole", (entry) => entry.actor.role],
  ["kind", (entry) => entry.kind],
  ["departmentId", (entry) => entry.departmentId],
  ["subjectType", (entry) => entry.subject.type],
  ["subjectId", (entry) => entry.subject.id],
  ["subjectName", (entry) => entry.subject.name],
  ["before", (entry) => (entry.before === null ? null : canonicalJson(entry.before))],
  ["after", (entry) => (entry.after === null ? null : canonicalJson(entry.after))],
  ["address", (entry) => entry.address],
  ["previousSeal", (entry) => entry.previousSeal],
  ["hash", (entry) => entry.hash],
];

/** The header row of an exported CSV. */
export const AUDIT_EXPORT_FIELDS: readonly string[] = COLUMNS.map(([name]) => name);

/** The entries as CSV rows, in the order given (oldest first in an export), cells in the header's order. */
export function auditExportRows(entries: readonly AuditEntry[]): Cell[][] {
  return entries.map((entry) => COLUMNS.map(([, cell]) => cell(entry)));
}

/** The CSV's closing block, after an empty line: the chain's head when the file was made. */
export function auditHeadRows(head: ShownAuditHead): Cell[][] {
  return [
    ["headCount", "headHash"],
    [head.count, head.hash],
  ];
}

/** The JSON export: the organization, the chain's head and the matching entries, oldest first. */
export function auditExportJson(
  organizationId: string,
  head: ShownAuditHead,
  entries: readonly AuditEntry[],
) {
  return { organizationId, head, entries };
}

/** `audit-log-2026-12-07.csv`: the UTC day the file was made. */
export function auditExportFileName(format: AuditExportFormat, madeAt: Date): string {
  return `audit-log-${madeAt.toISOString().slice(0, 10)}.${format}`;
}

export const AUDIT_EXPORT_MEDIA_TYPES: Readonly<Record<AuditExportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json",
};
