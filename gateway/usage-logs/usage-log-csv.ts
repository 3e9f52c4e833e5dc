import papa from "papaparse";
import { CSV_FORMULA_START, CSV_NEWLINE } from "../../core/text/csv-rules.ts";
import { usageLogEntriesOf } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { USAGE_LOG_EXPORT_FIELDS, usageLogExportRows } from "../../core/usage-logs/usage-log-export.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogPageJson } from "../../core/usage-logs/usage-log-page.ts";
import type { Database } from "../database/database.ts";
import { positionOf } from "./request-log-cursor.ts";
import { usageLogPage } from "./usage-logs.repository.ts";

/** Requests read per query while exporting: memory stays flat however long the history. */
export const EXPORT_BATCH_SIZE = 1_000;

const CSV_RULES = { escapeFormulae: CSV_FORMULA_START, newline: CSV_NEWLINE };

/**
 * Every request of the user passing the filters as CSV, newest first, in pieces: the header row, then one piece per
 * batch read through the logs' cursor. The columns and cells are core's (usage-log-export.ts), the dashboard's own.
 * The first batch is read before anything is sent: a query the database refuses is then answered as the error it
 * is (a 400 for a value it cannot hold), not as a download cut short.
 */
export async function usageLogCsv(
  db: Database,
  userId: string,
  filters: UsageLogFilters,
): Promise<AsyncGenerator<string>> {
  const first = await usageLogPage(db, userId, filters, { limit: EXPORT_BATCH_SIZE, verbose: false });
  return csvPieces(db, userId, filters, first);
}

async function* csvPieces(
  db: Database,
  userId: string,
  filters: UsageLogFilters,
  first: UsageLogPageJson,
): AsyncGenerator<string> {
  yield papa.unparse([[...USAGE_LOG_EXPORT_FIELDS]], CSV_RULES);
  let page = first;
  for (;;) {
    if (page.data.length > 0)
      yield CSV_NEWLINE + papa.unparse(usageLogExportRows(usageLogEntriesOf(page.data)), CSV_RULES);
    if (page.nextCursor === null) return;
    page = await usageLogPage(db, userId, filters, {
      after: positionOf(page.nextCursor),
      limit: EXPORT_BATCH_SIZE,
      verbose: false,
    });
  }
}
