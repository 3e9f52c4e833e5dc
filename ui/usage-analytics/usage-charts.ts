import type {
  UsageBucket,
  UsageSeriesJson,
  UsageSeriesPointJson,
} from "../../core/usage-analytics/usage-analytics-json.ts";
import type { UsageFormat, UsageUnit } from "./usage-format.ts";

/** A figure of a bucket a chart can draw. */
export type UsageSeriesField = Exclude<keyof UsageSeriesPointJson, "start">;

/** The charts of a Usage view, in the order shown. */
export type UsageChartId = "requests" | "spend" | "tokens" | "timeToFirstToken" | "duration" | "emissions";

export interface UsageChart {
  readonly id: UsageChartId;
  readonly unit: UsageUnit;
  /** One line per figure, each named by the translation key `usageAnalytics.lines.<line>`. */
  readonly lines: readonly { readonly field: UsageSeriesField; readonly line: UsageChartLine }[];
}

export type UsageChartLine =
  | "requests"
  | "errors"
  | "totalCost"
  | "energyCost"
  | "tokensIn"
  | "tokensOut"
  | "p50"
  | "p95"
  | "emissions";

/** Requests and errors, spend and its energy share, tokens in and out, both latencies' p50 and p95, emissions. */
export const USAGE_CHARTS: readonly UsageChart[] = [
  {
    id: "requests",
    unit: "count",
    lines: [
      { field: "requests", line: "requests" },
      { field: "errors", line: "errors" },
    ],
  },
  {
    id: "spend",
    unit: "usd",
    lines: [
      { field: "totalCost", line: "totalCost" },
      { field: "energyCost", line: "energyCost" },
    ],
  },
  {
    id: "tokens",
    unit: "count",
    lines: [
      { field: "tokensIn", line: "tokensIn" },
      { field: "tokensOut", line: "tokensOut" },
    ],
  },
  {
    id: "timeToFirstToken",
    unit: "milliseconds",
    lines: [
      { field: "timeToFirstTokenP50", line: "p50" },
      { field: "timeToFirstTokenP95", line: "p95" },
    ],
  },
  {
    id: "duration",
    unit: "milliseconds",
    lines: [
      { field: "durationP50", line: "p50" },
      { field: "durationP95", line: "p95" },
    ],
  },
  { id: "emissions", unit: "grams", lines: [{ field: "emissionsGrams", line: "emissions" }] },
];

/** What a chart draws, as a table reads it: the bucket, then a column per line; every figure written out. */
export interface UsageChartTableText {
  readonly columns: readonly string[];
  /** One per bucket, oldest first: its start, then its figures. */
  readonly rows: readonly (readonly string[])[];
}

/** The table view of a chart: the one the screen shows, and what the core world reads as shown. */
export function usageChartTableText(
  chart: UsageChart,
  series: UsageSeriesJson,
  format: UsageFormat,
  words: {
    readonly bucket: (bucket: UsageBucket) => string;
    readonly line: (line: UsageChartLine) => string;
  },
): UsageChartTableText {
  return {
    columns: [words.bucket(series.bucket), ...chart.lines.map(({ line }) => words.line(line))],
    rows: series.data.map((point) => [
      format.bucketStart(point.start, series.bucket),
      ...chart.lines.map(({ field }) => format.value(chart.unit, point[field])),
    ]),
  };
}
