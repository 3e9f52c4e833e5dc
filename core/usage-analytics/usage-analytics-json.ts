/** How usage is bucketed in time (UTC): an hour, a day, or a week starting on Monday. */
export type UsageBucket = "hour" | "day" | "week";

export const USAGE_BUCKETS: readonly UsageBucket[] = ["hour", "day", "week"];

/** One bucket of GET usage/series (and the organization's): its start, and what the requests in it add up to. */
export interface UsageSeriesPointJson {
  /** ISO date-time of the bucket's start. */
  readonly start: string;
  readonly requests: number;
  readonly errors: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  /** US dollars. */
  readonly totalCost: number;
  /** US dollars. */
  readonly energyCost: number;
  /** Grams of CO2e. */
  readonly emissionsGrams: number;
  /** Milliseconds; null when no request in the bucket has one. */
  readonly timeToFirstTokenP50: number | null;
  readonly timeToFirstTokenP95: number | null;
  readonly durationP50: number | null;
  readonly durationP95: number | null;
}

/** GET usage/series: every bucket of the range, empty ones included, oldest first. */
export interface UsageSeriesJson {
  readonly bucket: UsageBucket;
  readonly data: UsageSeriesPointJson[];
}

/** What a breakdown groups by: a person's own (model, apikey, endpoint) or an organization's (department, person, model). */
export type UsageBreakdownBy = "model" | "apikey" | "endpoint" | "department" | "person";

/** One row of a breakdown; `key` identifies the group (a masked key for apikey, never the key), `label` names it. */
export interface UsageBreakdownRowJson {
  readonly key: string;
  readonly label: string;
  readonly requests: number;
  readonly errors: number;
  readonly totalTokens: number;
  /** US dollars. */
  readonly totalCost: number;
  /** US dollars. */
  readonly energyCost: number;
}

/** GET usage/breakdown: the groups sorted by cost, highest first. */
export interface UsageBreakdownJson {
  readonly by: UsageBreakdownBy;
  readonly data: UsageBreakdownRowJson[];
}
