import "./usage-analytics.css";
import type { UsageSeriesJson } from "../../core/usage-analytics/usage-analytics-json.ts";
import { UsageChartPanel } from "./usage-chart-panel.tsx";
import { USAGE_CHARTS } from "./usage-charts.ts";
import type { UsageFormat } from "./usage-format.ts";

/** Every chart of a Usage view over the series; dimmed while another range loads. */
export function UsageChartGrid({
  series,
  format,
  busy,
}: {
  readonly series: UsageSeriesJson;
  readonly format: UsageFormat;
  readonly busy: boolean;
}) {
  return (
    <div className="usage-chart-grid" aria-busy={busy} data-testid="usage-charts" data-bucket={series.bucket}>
      {USAGE_CHARTS.map((chart) => (
        <UsageChartPanel key={chart.id} chart={chart} series={series} format={format} />
      ))}
    </div>
  );
}
