import { Colors } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type {
  UsageSeriesJson,
  UsageSeriesPointJson,
} from "../../core/usage-analytics/usage-analytics-json.ts";
import type { UsageChart } from "./usage-charts.ts";
import type { UsageFormat } from "./usage-format.ts";

/** The first line in the theme's blue, the second in orange: both readable on the light and the dark theme. */
const LINE_COLORS = [Colors.BLUE4, Colors.ORANGE4];

export interface UsageLineChartProps {
  readonly chart: UsageChart;
  readonly series: UsageSeriesJson;
  readonly format: UsageFormat;
}

/** One chart of a Usage view: a line per figure over the buckets. The chart library loads with this file only. */
export function UsageLineChart({ chart, series, format }: UsageLineChartProps) {
  const { t } = useTranslation();
  return (
    <LineChart
      responsive
      style={{ width: "100%", height: 220 }}
      data={series.data}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      accessibilityLayer
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="start"
        tickFormatter={(start: string) => format.bucketTick(start, series.bucket)}
        minTickGap={24}
      />
      <YAxis
        width={72}
        tickFormatter={(value: number) => format.tick(chart.unit, value)}
        allowDecimals={chart.unit !== "count"}
      />
      <Tooltip
        labelFormatter={(start) => format.bucketStart(String(start), series.bucket)}
        formatter={(value) => format.value(chart.unit, value === null ? null : Number(value))}
        // The library's default white box would glare on the dark theme.
        contentStyle={{ background: "var(--app-background)", borderColor: "var(--app-border)" }}
      />
      <Legend />
      {chart.lines.map(({ field, line }, index) => (
        <Line
          key={field}
          name={t(`usageAnalytics.lines.${line}`)}
          type="linear"
          dataKey={(point: UsageSeriesPointJson) => point[field]}
          stroke={LINE_COLORS[index % LINE_COLORS.length]}
          strokeWidth={2}
          dot={series.data.length <= 1}
          connectNulls
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
