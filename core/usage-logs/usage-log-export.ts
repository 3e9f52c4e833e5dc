import { DEFAULT_LANGUAGE as CSV_LOCALE } from "../i18n/language.ts";
import { dateAndTime } from "../time/date-and-time.ts";
import type { UsageLogEntry } from "./usage-log-entry.entity.ts";
import { LOG_COST_DECIMALS, PLAYGROUND_KEY } from "./usage-log-rules.ts";

/** A cell of an exported row: numbers stay numbers so a spreadsheet can add them up. */
export type ExportCell = string | number | boolean | null;

/**
 * The columns of an exported request, named for a spreadsheet or a script (stable, not translated), with the
 * cell each takes from the request. The key is exported masked: a file travels further than the screen.
 * The prompt and answer are left out; the query (the last question) identifies the request. Columns added later
 * go last, so a script that reads columns by position keeps working.
 */
const COLUMNS: readonly (readonly [string, (entry: UsageLogEntry) => ExportCell])[] = [
  ["requestId", (entry) => entry.id],
  ["date", (entry) => dateAndTime(entry.createdAt, CSV_LOCALE).date],
  ["time", (entry) => dateAndTime(entry.createdAt, CSV_LOCALE).time],
  ["createdAt", (entry) => entry.createdAt.toISOString()],
  ["vendor", (entry) => entry.vendor],
  ["model", (entry) => entry.model],
  ["providerModel", (entry) => entry.providerModel],
  ["apiKey", (entry) => (entry.apikey === PLAYGROUND_KEY ? PLAYGROUND_KEY : entry.maskedKey)],
  ["statusCode", (entry) => entry.statusCode],
  ["error", (entry) => entry.error],
  ["timeToFirstTokenMs", (entry) => roundedOrNull(entry.timeToFirstToken)],
  ["generationDurationMs", (entry) => roundedOrNull(entry.generationDuration)],
  ["tokenRate", (entry) => entry.tokenRate],
  ["tokensIn", (entry) => entry.tokensIn],
  ["tokensOut", (entry) => entry.tokensOut],
  ["totalTokens", (entry) => entry.totalTokens],
  ["tokensInCostUsd", (entry) => dollars(entry.tokensInCost)],
  ["tokensOutCostUsd", (entry) => dollars(entry.tokensOutCost)],
  ["totalCostUsd", (entry) => dollars(entry.totalCost)],
  ["energyCostUsd", (entry) => dollars(entry.energyCost)],
  ["renewablePercent", (entry) => entry.emissions.percent],
  ["renewableEstimated", (entry) => entry.emissions.estimated],
  ["stream", (entry) => entry.isStream],
  ["query", (entry) => entry.query],
  ["endpoint", (entry) => entry.endpoint],
  ["usageEstimated", (entry) => entry.usageEstimated],
];

/** The header row of an export. */
export const USAGE_LOG_EXPORT_FIELDS: readonly string[] = COLUMNS.map(([name]) => name);

/** The requests as export rows, one per request, in the order listed, cells in the order of the header. */
export function usageLogExportRows(entries: readonly UsageLogEntry[]): ExportCell[][] {
  return entries.map((entry) => COLUMNS.map(([, cell]) => cell(entry)));
}

/** The export's file name, dated the local day it was made: `usage-logs-2025-03-14.csv`. */
export function usageLogExportFileName(madeAt: Date): string {
  return `usage-logs-${dateAndTime(madeAt, CSV_LOCALE).date}.csv`;
}

/** Dollars with the logs' 7 decimals, without the sign: a number a spreadsheet reads, as precise as the screen. */
function dollars(amount: number): string {
  return amount.toFixed(LOG_COST_DECIMALS);
}

function roundedOrNull(milliseconds: number | null): number | null {
  return milliseconds === null ? null : Math.round(milliseconds);
}
