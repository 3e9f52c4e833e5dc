import papa from "papaparse";
import type { AuditEntry } from "../../core/audit/audit-entry.ts";
import {
  AUDIT_EXPORT_FIELDS,
  auditExportJson,
  auditExportRows,
  auditHeadRows,
} from "../../core/audit/audit-export.ts";
import type { AuditExportFormat, AuditLogFilters } from "../../core/audit/audit-log-query.ts";
import { CSV_FORMULA_START, CSV_NEWLINE } from "../../core/text/csv-rules.ts";
import type { Database } from "../database/database.ts";
import { filteredEntries, shownHead, storedHead } from "./audit-entries.repository.ts";

const BATCH = 1_000;
const CSV_RULES = { escapeFormulae: CSV_FORMULA_START, newline: CSV_NEWLINE };

/**
 * The entries passing the filters, oldest first, with the head read before them (entries recorded meanwhile may
 * follow it), as the text of a CSV or JSON file.
 */
export async function auditExportFile(
  db: Database,
  organizationId: string,
  filters: AuditLogFilters,
  format: AuditExportFormat,
): Promise<string> {
  const head = shownHead(await storedHead(db, organizationId));
  const entries: AuditEntry[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const page = await filteredEntries(db, organizationId, filters, {
      offset,
      limit: BATCH,
      newestFirst: false,
    });
    entries.push(...page.entries);
    if (page.entries.length < BATCH) break;
  }
  if (format === "json") return JSON.stringify(auditExportJson(organizationId, head, entries));
  return [
    papa.unparse([[...AUDIT_EXPORT_FIELDS], ...auditExportRows(entries)], CSV_RULES),
    "",
    papa.unparse(auditHeadRows(head), CSV_RULES),
  ].join(CSV_NEWLINE);
}
