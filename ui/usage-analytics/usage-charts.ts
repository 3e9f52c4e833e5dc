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

/** A chart of `unit` drawing each figure as the line named beside it. */
const chart = (
  id: UsageChartId,
  unit: UsageUnit,
  ...lines: readonly (readonly [UsageSeriesField, UsageChartLine])[]
): UsageChart => ({ id, unit, lines: lines.map(([field, line]) => ({ field, line })) });

/** Requests and errors, spend and its energy share, tokens in and out, both latencies' p50 and p95, emissions. */
export const USAGE_CHARTS: readonly UsageChart[] = [
  chart("requests", "count", ["requests", "requests"], ["errors", "errors"]),
  chart("spend", "usd", ["totalCost", "totalCost"], ["energyCost", "energyCost"]),
  chart("tokens", "count", ["tokensIn", "tokensIn"], ["tokensOut", "tokensOut"]),
  chart("timeToFirstToken", "milliseconds", ["timeToFirstTokenP50", "p50"], ["timeToFirstTokenP95", "p95"]),
  chart("duration", "milliseconds", ["durationP50", "p50"], ["durationP95", "p95"]),
  chart("emissions", "grams", ["emissionsGrams", "emissions"]),
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
