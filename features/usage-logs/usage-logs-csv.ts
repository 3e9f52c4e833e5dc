import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { USAGE_LOG_EXPORT_FIELDS, usageLogExportRows } from "../../core/usage-logs/usage-log-export.ts";

/**
 * A cell that starts like a formula (= + - @, or a tab or carriage return before one) is written with a leading
 * apostrophe so a spreadsheet shows it as text. Papa Parse's own `escapeFormulae: true` pattern needs the whole
 * cell on one line, which would let a multi-line cell such as "=HYPERLINK(…)\n" through.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The requests as CSV: a header row, then one row per request; the CSV library is fetched on first use. */
export async function usageLogsCsv(entries: readonly UsageLogEntry[]): Promise<string> {
  const papa = await import("papaparse");
  const unparse = (papa.default ?? papa).unparse;
  return unparse(
    { fields: [...USAGE_LOG_EXPORT_FIELDS], data: usageLogExportRows(entries) },
    { escapeFormulae: FORMULA_START, newline: "\r\n" },
  );
}
