import type { UsageSeriesPointJson } from "./usage-analytics-json.ts";

/** A bucket of a series starting at `start`: nothing in it unless said. */
export function aSeriesPoint(
  start: string,
  overrides: Partial<UsageSeriesPointJson> = {},
): UsageSeriesPointJson {
  return {
    start,
    requests: 0,
    errors: 0,
    tokensIn: 0,
    tokensOut: 0,
    totalCost: 0,
    energyCost: 0,
    emissionsGrams: 0,
    timeToFirstTokenP50: null,
    timeToFirstTokenP95: null,
    durationP50: null,
    durationP95: null,
    ...overrides,
  };
}
