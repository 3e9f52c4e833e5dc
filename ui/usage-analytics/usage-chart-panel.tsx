import { Spinner, Switch } from "@blueprintjs/core";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UsageSeriesJson } from "../../core/usage-analytics/usage-analytics-json.ts";
import { chartTurn } from "./chart-turns.ts";
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
  // Charts are drawn one a frame, in order: drawing every chart of the view at once held the main thread for one
  // long task as the page opened. Every chart is drawn, scrolled to or not: a spinner left spinning below the fold
  // would move without end, and a screen reader would find that chart loading for ever.
  const drawable = useChartTurn();
  const loading = (
    <div className="usage-chart-loading">
      <Spinner size={24} aria-label={t("organization.report.charts.loading")} />
    </div>
  );
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
      ) : drawable ? (
        <Suspense fallback={loading}>
          <UsageLineChart chart={chart} series={series} format={format} />
        </Suspense>
      ) : (
        loading
      )}
    </figure>
  );
}

/** True once the chart has had its turn to be drawn (chart-turns.ts). */
function useChartTurn(): boolean {
  const [drawable, setDrawable] = useState(false);
  useEffect(() => {
    if (drawable) return;
    let active = true;
    void chartTurn().then(() => {
      if (active) setDrawable(true);
    });
    return () => {
      active = false;
    };
  }, [drawable]);
  return drawable;
}
