import { DEFAULT_LANGUAGE as CSV_LOCALE } from "../../../core/i18n/language.ts";
import type { ReportItem } from "../../../core/organization/report-item.entity.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import { LOG_COST_DECIMALS } from "../../../core/usage-logs/usage-log-rules.ts";
import { type CsvCell, csvText } from "../../../ui/csv/csv-file.ts";

/**
 * The columns of an exported request, named for a spreadsheet or a script (stable, not translated). Numbers stay
 * numbers; the cost keeps the 7 decimals the screen shows.
 */
const COLUMNS: readonly (readonly [string, (item: ReportItem, department: string) => CsvCell])[] = [
  ["requestId", (item) => item.id],
  ["date", (item) => dateAndTime(item.createdAt, CSV_LOCALE).date],
  ["time", (item) => dateAndTime(item.createdAt, CSV_LOCALE).time],
  ["createdAt", (item) => item.createdAt.toISOString()],
  ["userEmail", (item) => item.user?.email ?? null],
  ["userId", (item) => item.user?.id ?? null],
  ["departmentId", (item) => item.departmentId],
  ["department", (_, department) => department],
  ["model", (item) => item.model || null],
  ["statusCode", (item) => item.status],
  ["error", (item) => item.error],
  ["totalCostUsd", (item) => item.totalCost.toFixed(LOG_COST_DECIMALS)],
];

export const REPORT_EXPORT_FIELDS: readonly string[] = COLUMNS.map(([name]) => name);

/** The requests as CSV, in the order given, each with its department's name. */
export function reportCsv(
  items: readonly ReportItem[],
  departmentName: (departmentId: string) => string,
): Promise<string> {
  return csvText(
    REPORT_EXPORT_FIELDS,
    items.map((item) => COLUMNS.map(([, cell]) => cell(item, departmentName(item.departmentId)))),
  );
}

/** The export's file name, dated the local day it was made: `organization-report-2025-03-14.csv`. */
export function reportExportFileName(madeAt: Date): string {
  return `organization-report-${dateAndTime(madeAt, CSV_LOCALE).date}.csv`;
}
