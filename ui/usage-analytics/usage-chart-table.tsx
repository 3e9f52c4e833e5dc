import "./usage-analytics.css";
import { HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { UsageSeriesJson } from "../../core/usage-analytics/usage-analytics-json.ts";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { type UsageChart, usageChartTableText } from "./usage-charts.ts";
import type { UsageFormat } from "./usage-format.ts";

export interface UsageChartTableProps {
  readonly chart: UsageChart;
  readonly title: string;
  readonly series: UsageSeriesJson;
  readonly format: UsageFormat;
}

/** What a chart draws, as a table: one row per bucket, one column per line. */
export function UsageChartTable({ chart, title, series, format }: UsageChartTableProps) {
  const { t } = useTranslation();
  const { columns, rows } = usageChartTableText(chart, series, format, {
    bucket: (bucket) => t(`usageAnalytics.buckets.${bucket}`),
    line: (line) => t(`usageAnalytics.lines.${line}`),
  });
  const [bucketColumn, ...lineColumns] = columns;
  return (
    <ScrollRegion className="usage-chart-table-scroll" label={title}>
      <HTMLTable className="usage-table" compact striped data-testid="usage-chart-table">
        <caption className="app-visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{bucketColumn}</th>
            {lineColumns.map((column) => (
              <th key={column} scope="col" className="usage-numeric">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([start, ...figures], index) => (
            <tr key={series.data[index]?.start ?? index}>
              <th scope="row">{start}</th>
              {figures.map((figure, column) => (
                <td key={lineColumns[column]} className="usage-numeric">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </ScrollRegion>
  );
}
