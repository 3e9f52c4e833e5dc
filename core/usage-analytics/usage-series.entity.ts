import {
  USAGE_BUCKETS,
  type UsageBucket,
  type UsageSeriesJson,
  type UsageSeriesPointJson,
} from "./usage-analytics-json.ts";

/**
 * A series as the dashboard keeps it, read from the gateway's answer: each bucket's fields picked by name, a
 * figure that is not a number read as 0 (a percentile as null), so one odd field cannot break a chart.
 * An answer that is not a series at all is refused: the screen says it failed rather than draw nothing.
 */
export function readUsageSeries(body: unknown): UsageSeriesJson {
  const answer = body as { bucket?: unknown; data?: unknown } | null;
  const bucket = USAGE_BUCKETS.find((known) => known === answer?.bucket);
  if (!bucket || !Array.isArray(answer?.data))
    throw new TypeError("Expected a usage series: a bucket and a list of points");
  return { bucket, data: answer.data.map((point) => pointOf(point, bucket)) };
}

function pointOf(point: unknown, bucket: UsageBucket): UsageSeriesPointJson {
  const fields = (point ?? {}) as Record<string, unknown>;
  if (typeof fields.start !== "string" || Number.isNaN(Date.parse(fields.start)))
    throw new TypeError(`Expected each ${bucket} of the series to say when it starts`);
  const count = (name: string) => (typeof fields[name] === "number" ? (fields[name] as number) : 0);
  const percentile = (name: string) => (typeof fields[name] === "number" ? (fields[name] as number) : null);
  return {
    start: fields.start,
    requests: count("requests"),
    errors: count("errors"),
    tokensIn: count("tokensIn"),
    tokensOut: count("tokensOut"),
    totalCost: count("totalCost"),
    energyCost: count("energyCost"),
    emissionsGrams: count("emissionsGrams"),
    timeToFirstTokenP50: percentile("timeToFirstTokenP50"),
    timeToFirstTokenP95: percentile("timeToFirstTokenP95"),
    durationP50: percentile("durationP50"),
    durationP95: percentile("durationP95"),
  };
}
