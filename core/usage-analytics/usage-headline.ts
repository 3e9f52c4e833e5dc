import type { UsageSeriesJson, UsageSeriesPointJson } from "./usage-analytics-json.ts";

/** A latency's two percentiles over a range, in milliseconds; null when no request measured it. */
export interface LatencyFigures {
  readonly p50: number | null;
  readonly p95: number | null;
}

/** What a range of usage adds up to: the figures at the top of the Usage view. */
export interface UsageHeadline {
  readonly requests: number;
  readonly errors: number;
  /** errors / requests, 0 to 1; null without requests. */
  readonly errorRate: number | null;
  readonly tokensIn: number;
  readonly tokensOut: number;
  /** US dollars. */
  readonly totalCost: number;
  /** US dollars. */
  readonly energyCost: number;
  /** Grams of CO2e. */
  readonly emissionsGrams: number;
  readonly timeToFirstToken: LatencyFigures;
  readonly duration: LatencyFigures;
}

/**
 * The series' buckets added up. The gateway sends percentiles per bucket only, and percentiles do not add up: the
 * range's are the buckets' own, each weighted by its requests (exact for one bucket, close for many).
 */
export function usageHeadlineOf(series: UsageSeriesJson): UsageHeadline {
  const total = (
    field: "requests" | "errors" | "tokensIn" | "tokensOut" | "totalCost" | "energyCost" | "emissionsGrams",
  ) => series.data.reduce((sum, point) => sum + point[field], 0);
  const requests = total("requests");
  const errors = total("errors");
  return {
    requests,
    errors,
    errorRate: requests > 0 ? errors / requests : null,
    tokensIn: total("tokensIn"),
    tokensOut: total("tokensOut"),
    totalCost: total("totalCost"),
    energyCost: total("energyCost"),
    emissionsGrams: total("emissionsGrams"),
    timeToFirstToken: {
      p50: weighted(series.data, "timeToFirstTokenP50"),
      p95: weighted(series.data, "timeToFirstTokenP95"),
    },
    duration: { p50: weighted(series.data, "durationP50"), p95: weighted(series.data, "durationP95") },
  };
}

type Percentile = "timeToFirstTokenP50" | "timeToFirstTokenP95" | "durationP50" | "durationP95";

function weighted(points: readonly UsageSeriesPointJson[], field: Percentile): number | null {
  let weights = 0;
  let sum = 0;
  for (const point of points) {
    const value = point[field];
    if (value === null) continue;
    // A bucket with a percentile had a request; its weight is never 0 even if a gateway sends requests: 0.
    const weight = Math.max(point.requests, 1);
    weights += weight;
    sum += value * weight;
  }
  return weights > 0 ? sum / weights : null;
}
