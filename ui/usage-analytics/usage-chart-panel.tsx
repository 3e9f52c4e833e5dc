import { Spinner, Switch } from "@blueprintjs/core";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UsageSeriesJson } from "../../core/usage-analytics/usage-analytics-json.ts";
import { UsageChartTable } from "./usage-chart-table.tsx";
import type { UsageChart } from "./usage-charts.ts";
import type { UsageFormat } from "./usage-format.ts";

// The chart library is fetched only when a Usage view draws a chart: it stays out of every other screen.
const UsageLineChart = lazy(() =>
  import("./usage-line-chart.tsx").then((module) => ({ default: module.UsageLineChart })),
);

export interface UsageChartPanelProps {
  readonly chart: UsageChart;
  readonly series: UsageSeriesJson;
  readonly format: UsageFormat;
}

/** A chart with its switch to a table of the same figures (a switch: Space toggles it from the keyboard). */
export function UsageChartPanel({ chart, series, format }: UsageChartPanelProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const title = t(`usageAnalytics.charts.${chart.id}`);
  return (
    <figure
      className="usage-chart"
      aria-labelledby={titleId}
      data-chart={chart.id}
      data-points={series.data.length}
      data-view={asTable ? "table" : "chart"}
    >
      <figcaption className="usage-chart-header">
        <span id={titleId} className="usage-chart-title">
          {title}
        </span>
        <Switch
          className="usage-chart-switch"
          checked={asTable}
          label={t("usageAnalytics.charts.table")}
          // Every chart has one: its name tells them apart to a screen reader.
          aria-label={t("usageAnalytics.charts.tableOf", { chart: title })}
          onChange={(event) => setAsTable(event.currentTarget.checked)}
          inline
        />
      </figcaption>
      {asTable ? (
        <UsageChartTable chart={chart} title={title} series={series} format={format} />
      ) : (
        <Suspense
          fallback={
            <div className="usage-chart-loading">
              <Spinner size={24} aria-label={t("organization.report.charts.loading")} />
            </div>
          }
        >
          <UsageLineChart chart={chart} series={series} format={format} />
        </Suspense>
      )}
    </figure>
  );
}
