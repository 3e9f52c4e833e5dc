import type { RequestSeriesPoint } from "../../../core/organization/request-series.ts";

/** What the charts draw over time, one chart each. */
export type SeriesMetric = "requests" | "spend" | "energyCost" | "emissions";

export const SERIES_METRICS: readonly SeriesMetric[] = ["requests", "spend", "energyCost", "emissions"];

/** A department drawn as one line of each chart. */
export interface SeriesDepartment {
  readonly id: string;
  readonly name: string;
}

/** One day of a chart: the value of each department, in the order of the chart's departments. */
export interface SeriesRow {
  /** YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly values: readonly number[];
}

/** One chart: every day of the range, oldest first, and what each department adds up to over it. */
export interface MetricSeries {
  readonly metric: SeriesMetric;
  readonly rows: readonly SeriesRow[];
  /** Per department, in the order of the chart's departments. */
  readonly totals: readonly number[];
}

const DAY_MS = 86_400_000;

/** The days of a range ending today (UTC), oldest first, as YYYY-MM-DD. */
export function daysOfRange(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The four charts of a range. The gateway leaves out days without requests: they are drawn as zeros, so every
 * line covers the whole range. Points of a department not drawn, or of a day outside the range, are left out.
 */
export function metricSeries(
  points: readonly RequestSeriesPoint[],
  departments: readonly SeriesDepartment[],
  dates: readonly string[],
): Record<SeriesMetric, MetricSeries> {
  const column = new Map(departments.map((department, index) => [department.id, index]));
  const row = new Map(dates.map((date, index) => [date, index]));
  const grids = Object.fromEntries(
    SERIES_METRICS.map((metric) => [metric, dates.map(() => departments.map(() => 0))]),
  ) as Record<SeriesMetric, number[][]>;
  for (const point of points) {
    const x = row.get(point.date);
    const y = column.get(point.departmentId);
    if (x === undefined || y === undefined) continue;
    for (const metric of SERIES_METRICS) {
      const cells = grids[metric][x] as number[];
      cells[y] = (cells[y] ?? 0) + point[metric];
    }
  }
  const seriesOf = (metric: SeriesMetric): MetricSeries => {
    const grid = grids[metric];
    return {
      metric,
      rows: dates.map((date, index) => ({ date, values: grid[index] as number[] })),
      totals: departments.map((_, y) => grid.reduce((sum, cells) => sum + (cells[y] ?? 0), 0)),
    };
  };
  return {
    requests: seriesOf("requests"),
    spend: seriesOf("spend"),
    energyCost: seriesOf("energyCost"),
    emissions: seriesOf("emissions"),
  };
}
