import { Spinner, Switch } from "@blueprintjs/core";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UsageSeriesJson } from "../../core/usage-analytics/usage-analytics-json.ts";
import { chartTurn } from "./chart-turns.ts";
import { UsageChartTable } from "./usage-chart-table.tsx";
import type { UsageChart } from "./usage-charts.ts";
import type { UsageFormat } from "./usage-format.ts";
import { useNearViewport } from "./use-near-viewport.ts";

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
  // A chart is drawn once it comes near the viewport, one chart a frame: drawing every chart of the view at once
  // held the main thread for one long task as the page opened, for charts nobody had scrolled to yet.
  const figure = useRef<HTMLElement>(null);
  const drawable = useChartTurn(useNearViewport(figure));
  const loading = (
    <div className="usage-chart-loading">
      <Spinner size={24} aria-label={t("organization.report.charts.loading")} />
    </div>
  );
  return (
    <figure
      ref={figure}
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

/** True once the chart, near the viewport, has had its turn to be drawn (chart-turns.ts). */
function useChartTurn(near: boolean): boolean {
  const [drawable, setDrawable] = useState(false);
  useEffect(() => {
    if (!near || drawable) return;
    let active = true;
    void chartTurn().then(() => {
      if (active) setDrawable(true);
    });
    return () => {
      active = false;
    };
  }, [near, drawable]);
  return drawable;
}
