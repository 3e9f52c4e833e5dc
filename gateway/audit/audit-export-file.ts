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
import { filteredEntriesBetween, shownHead, storedHead } from "./audit-entries.repository.ts";

/** Entries read per query while exporting: memory stays flat however long the log. */
const BATCH = 1_000;
const CSV_RULES = { escapeFormulae: CSV_FORMULA_START, newline: CSV_NEWLINE };

type Head = ReturnType<typeof shownHead>;

/**
 * The entries passing the filters, oldest first, up to the head read before them (so the file and the head it names
 * agree, entries recorded meanwhile left for the next export), as the pieces of a CSV or JSON file. The first batch is
 * read before anything is sent: a failing query is answered as the error it is, not as a download cut short.
 */
export async function auditExportFile(
  db: Database,
  organizationId: string,
  filters: AuditLogFilters,
  format: AuditExportFormat,
): Promise<AsyncGenerator<string>> {
  const head = shownHead(await storedHead(db, organizationId));
  const batchAfter = (after: number) =>
    filteredEntriesBetween(db, organizationId, filters, { after, upTo: head.count, limit: BATCH });
  const batches = batchesFrom(await batchAfter(0), batchAfter);
  return format === "json" ? jsonPieces(organizationId, head, batches) : csvPieces(head, batches);
}

async function* batchesFrom(
  first: AuditEntry[],
  next: (after: number) => Promise<AuditEntry[]>,
): AsyncGenerator<AuditEntry[]> {
  let batch = first;
  while (batch.length > 0) {
    yield batch;
    const last = batch.at(-1) as AuditEntry;
    if (batch.length < BATCH) return;
    batch = await next(last.sequence);
  }
}

async function* csvPieces(head: Head, batches: AsyncGenerator<AuditEntry[]>): AsyncGenerator<string> {
  yield papa.unparse([[...AUDIT_EXPORT_FIELDS]], CSV_RULES);
  for await (const batch of batches) yield CSV_NEWLINE + papa.unparse(auditExportRows(batch), CSV_RULES);
  yield CSV_NEWLINE + CSV_NEWLINE + papa.unparse(auditHeadRows(head), CSV_RULES);
}

/** core's JSON shape ({ organizationId, head, entries }), its entries written a batch at a time. */
async function* jsonPieces(
  organizationId: string,
  head: Head,
  batches: AsyncGenerator<AuditEntry[]>,
): AsyncGenerator<string> {
  const shape = JSON.stringify(auditExportJson(organizationId, head, []));
  const [opening, closing] = shape.split('"entries":[]') as [string, string];
  yield `${opening}"entries":[`;
  let first = true;
  for await (const batch of batches) {
    const entries = batch.map((entry) => JSON.stringify(entry)).join(",");
    yield first ? entries : `,${entries}`;
    first = false;
  }
  yield `]${closing}`;
}
