import papa from "papaparse";
import { CSV_FORMULA_START, CSV_NEWLINE } from "../../core/text/csv-rules.ts";
import { usageLogEntriesOf } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { USAGE_LOG_EXPORT_FIELDS, usageLogExportRows } from "../../core/usage-logs/usage-log-export.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { Database } from "../database/database.ts";
import { positionOf, type RequestLogPosition } from "./request-log-cursor.ts";
import { usageLogPage } from "./usage-logs.repository.ts";

/** Requests read per query while exporting: memory stays flat however long the history. */
export const EXPORT_BATCH_SIZE = 1_000;

const CSV_RULES = { escapeFormulae: CSV_FORMULA_START, newline: CSV_NEWLINE };

/**
 * Every request of the user passing the filters as CSV, newest first, in pieces: the header row, then one piece per
 * batch read through the logs' cursor. The columns and cells are core's (usage-log-export.ts), the dashboard's own.
 */
export async function* usageLogCsv(
  db: Database,
  userId: string,
  filters: UsageLogFilters,
): AsyncGenerator<string> {
  yield papa.unparse([[...USAGE_LOG_EXPORT_FIELDS]], CSV_RULES);
  let position: RequestLogPosition | undefined;
  do {
    const page = await usageLogPage(db, userId, filters, {
      ...(position ? { after: position } : {}),
      limit: EXPORT_BATCH_SIZE,
      verbose: false,
    });
    if (page.data.length > 0)
      yield CSV_NEWLINE + papa.unparse(usageLogExportRows(usageLogEntriesOf(page.data)), CSV_RULES);
    position = page.nextCursor === null ? undefined : positionOf(page.nextCursor);
  } while (position);
}
