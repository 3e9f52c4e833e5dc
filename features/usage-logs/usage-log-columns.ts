import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { hasApiKey } from "../../core/usage-logs/usage-log-rules.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";

export type UsageLogColumnId =
  | "date"
  | "time"
  | "vendor"
  | "model"
  | "apiKey"
  | "status"
  | "timeToFirstToken"
  | "duration"
  | "tokensIn"
  | "tokensOut"
  | "totalCost"
  | "energyCost"
  | "emissions"
  | "requestId"
  | "endpoint";

/** A column of the logs list: its cell's text, and a class that styles the cell by its value. */
export interface UsageLogColumn {
  readonly id: UsageLogColumnId;
  /** Right-aligned, with tabular figures. */
  readonly numeric: boolean;
  readonly text: (entry: UsageLogEntry, format: UsageLogFormat) => string;
  readonly tone?: (entry: UsageLogEntry) => string | undefined;
  /** The cells' data-testid, for the browser tests. */
  readonly testId?: string;
}

const column = (
  id: UsageLogColumnId,
  text: UsageLogColumn["text"],
  options: { numeric?: boolean; tone?: UsageLogColumn["tone"]; testId?: string } = {},
): UsageLogColumn => ({
  id,
  text,
  numeric: options.numeric ?? false,
  ...(options.tone ? { tone: options.tone } : {}),
  ...(options.testId ? { testId: options.testId } : {}),
});

/**
 * The list's columns, in order; the detail drawer shows everything else. Widths are in usage-logs.css. Columns
 * added later go last, so what reads the cells by position keeps reading the same ones.
 */
export const USAGE_LOG_COLUMNS: readonly UsageLogColumn[] = [
  column("date", (entry) => entry.date),
  column("time", (entry) => entry.time),
  column("vendor", (entry) => entry.vendor),
  column("model", (entry) => entry.model),
  column("apiKey", (entry, format) => format.key(entry), {
    tone: (entry) => (hasApiKey(entry.apikey) ? "usage-logs-key" : "usage-logs-muted"),
  }),
  column("status", (entry) => String(entry.statusCode), {
    tone: (entry) => (entry.statusCode >= 400 ? "usage-logs-failed" : "usage-logs-succeeded"),
  }),
  column("timeToFirstToken", (entry, format) => format.duration(entry.timeToFirstToken), { numeric: true }),
  column("duration", (entry, format) => format.duration(entry.generationDuration), { numeric: true }),
  column("tokensIn", (entry, format) => format.count(entry.tokensIn), { numeric: true }),
  column("tokensOut", (entry, format) => format.count(entry.tokensOut), { numeric: true }),
  column("totalCost", (entry) => entry.totalCostText, { numeric: true }),
  column("energyCost", (entry) => entry.energyCostText, { numeric: true }),
  column("emissions", (entry, format) => format.emissions(entry.emissions), {
    numeric: true,
    tone: (entry) => (entry.emissions.estimated ? "usage-logs-muted" : undefined),
  }),
  column("requestId", (entry) => entry.requestId, { tone: () => "usage-logs-mono" }),
  column("endpoint", (entry, format) => format.endpoint(entry.endpoint), { testId: "usage-log-endpoint" }),
];
