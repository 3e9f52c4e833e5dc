import { Colors } from "@blueprintjs/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { chartFormats } from "./report-chart-format.ts";
import {
  type MetricSeries,
  SERIES_METRICS,
  type SeriesDepartment,
  type SeriesMetric,
  type SeriesRow,
} from "./report-series.ts";

/** One colour per department, readable on the light and the dark theme; repeats past ten departments. */
const LINE_COLORS = [
  Colors.BLUE4,
  Colors.ORANGE4,
  Colors.GREEN4,
  Colors.VIOLET4,
  Colors.TURQUOISE4,
  Colors.GOLD4,
  Colors.RED4,
  Colors.CERULEAN4,
  Colors.LIME4,
  Colors.SEPIA4,
];

export interface ReportChartsProps {
  readonly series: Readonly<Record<SeriesMetric, MetricSeries>>;
  readonly departments: readonly SeriesDepartment[];
  readonly busy: boolean;
}

/**
 * The four charts, one line per department. Under each, the departments' colours and totals: its legend, also read
 * by screen readers.
 */
export function ReportCharts({ series, departments, busy }: ReportChartsProps) {
  const { t, i18n } = useTranslation();
  const { value: format, tick } = useMemo(
    () => chartFormats(i18n.language, (value) => t("organization.report.charts.grams", { value })),
    [t, i18n.language],
  );
  return (
    <div className="organization-report-chart-grid" aria-busy={busy}>
      {SERIES_METRICS.map((metric) => {
        const { rows, totals } = series[metric];
        const title = t(`organization.report.charts.metrics.${metric}`);
        return (
          <figure
            key={metric}
            className="organization-report-chart"
            data-metric={metric}
            data-points={rows.length}
          >
            <figcaption className="organization-report-chart-title">{title}</figcaption>
            <LineChart
              responsive
              style={{ width: "100%", height: 220 }}
              data={rows as SeriesRow[]}
              margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
              accessibilityLayer
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} minTickGap={24} />
              <YAxis
                width={72}
                tickFormatter={(value: number) => tick[metric](value)}
                allowDecimals={metric !== "requests"}
              />
              <Tooltip
                formatter={(value) => format[metric](Number(value))}
                // The library's default white box would glare on the dark theme.
                contentStyle={{ background: "var(--app-background)", borderColor: "var(--app-border)" }}
              />
              {departments.map((department, index) => (
                <Line
                  key={department.id}
                  name={department.name}
                  type="linear"
                  dataKey={(row: SeriesRow) => row.values[index] ?? 0}
                  stroke={LINE_COLORS[index % LINE_COLORS.length]}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
            <dl
              className="organization-report-chart-totals"
              aria-label={t("organization.report.charts.totalsLabel", { metric: title })}
            >
              {departments.map((department, index) => (
                <div key={department.id} data-department={department.name}>
                  <dt>
                    <span
                      className="organization-report-swatch"
                      style={{ background: LINE_COLORS[index % LINE_COLORS.length] }}
                      aria-hidden="true"
                    />
                    {department.name}
                  </dt>
                  <dd>{format[metric](totals[index] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          </figure>
        );
      })}
    </div>
  );
}
