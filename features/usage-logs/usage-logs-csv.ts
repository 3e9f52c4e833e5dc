import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { USAGE_LOG_EXPORT_FIELDS, usageLogExportRows } from "../../core/usage-logs/usage-log-export.ts";
import { csvText } from "../../ui/csv/csv-file.ts";

/** The requests as CSV: a header row, then one row per request. */
export function usageLogsCsv(entries: readonly UsageLogEntry[]): Promise<string> {
  return csvText(USAGE_LOG_EXPORT_FIELDS, usageLogExportRows(entries));
}
