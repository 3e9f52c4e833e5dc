import { formatUsd } from "../../../core/money/format-usd.ts";
import type { ReportItem } from "../../../core/organization/report-item.entity.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import { LOG_COST_DECIMALS } from "../../../core/usage-logs/usage-log-rules.ts";

export type ReportColumnId = "user" | "time" | "department" | "model" | "status" | "error" | "cost";

/** What the cells need besides the request: department names, and the text of a missing value. */
export interface ReportCellContext {
  departmentName(departmentId: string): string;
  readonly notAvailable: string;
}

/** A column of the report's table and the text of its cell. */
export interface ReportColumn {
  readonly id: ReportColumnId;
  readonly numeric: boolean;
  readonly text: (item: ReportItem, context: ReportCellContext) => string;
}

/** The request's moment as the report shows it: local date and time of day. */
export function reportTime(item: ReportItem): string {
  const { date, time } = dateAndTime(item.createdAt);
  return `${date} ${time}`;
}

/** The table's columns, in order. Costs keep the request logs' 7 decimals (SPEC §9). */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { id: "user", numeric: false, text: (item, context) => item.user?.email ?? context.notAvailable },
  { id: "time", numeric: false, text: reportTime },
  {
    id: "department",
    numeric: false,
    text: (item, context) => context.departmentName(item.departmentId),
  },
  { id: "model", numeric: false, text: (item, context) => item.model || context.notAvailable },
  { id: "status", numeric: true, text: (item) => String(item.status) },
  { id: "error", numeric: false, text: (item, context) => item.error || context.notAvailable },
  { id: "cost", numeric: true, text: (item) => formatUsd(item.totalCost, LOG_COST_DECIMALS) },
];

/** How a status reads at a glance: success, refused by a rule or the caller (4xx), failed upstream (5xx). */
export function statusIntent(status: number): "success" | "warning" | "danger" {
  if (status < 400) return "success";
  return status < 500 ? "warning" : "danger";
}
