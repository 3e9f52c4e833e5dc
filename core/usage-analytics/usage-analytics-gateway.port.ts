import type { UsageEndpoint } from "../usage-logs/usage-endpoint.ts";
import { token } from "../wiring/token.ts";
import type { UsageBreakdownJson, UsageBucket, UsageSeriesJson } from "./usage-analytics-json.ts";
import type { UsageRange } from "./usage-range.ts";

/** What a person's own breakdowns group by. */
export type PersonalBreakdownBy = "model" | "apikey" | "endpoint";

/** What an organization's top lists group by. */
export type OrganizationBreakdownBy = "department" | "person" | "model";

/** Which requests a person's series and breakdowns sum; every filter is optional. */
export interface UsageFilters {
  readonly model?: string;
  /** Requests sent with this key, by its id. */
  readonly apiKeyId?: string;
  /** Only `playground`: the requests made in the playground. */
  readonly apikey?: string;
  readonly endpoint?: UsageEndpoint;
  readonly departmentId?: string;
}

/** Which requests a series sums, and in which buckets. */
export interface UsageSeriesQuery extends UsageFilters {
  readonly range: UsageRange;
  readonly bucket: UsageBucket;
}

export interface UsageBreakdownQuery extends UsageFilters {
  readonly range: UsageRange;
  readonly by: PersonalBreakdownBy;
}

/** An organization's series: its departments' requests, of one department or one person if named. */
export interface OrganizationUsageSeriesQuery extends UsageSeriesQuery {
  readonly userId?: string;
}

export interface OrganizationUsageBreakdownQuery {
  readonly range: UsageRange;
  readonly by: OrganizationBreakdownBy;
  readonly departmentId?: string;
  readonly userId?: string;
}

/** Usage over time and by group, summed by the gateway (contract 5 of issue 25). */
export interface UsageAnalyticsGateway {
  /** GET usage/series: the person's own requests in buckets, empty buckets included, oldest first. */
  series(query: UsageSeriesQuery): Promise<UsageSeriesJson>;
  /** GET usage/breakdown: the person's own requests grouped, costliest first. */
  breakdown(query: UsageBreakdownQuery): Promise<UsageBreakdownJson>;
  /** GET /organization/{orgId}/usage/series: the departments' requests (for admins, as the report). */
  organizationSeries(organizationId: string, query: OrganizationUsageSeriesQuery): Promise<UsageSeriesJson>;
  /** GET /organization/{orgId}/usage/breakdown: the top departments, people or models, costliest first. */
  organizationBreakdown(
    organizationId: string,
    query: OrganizationUsageBreakdownQuery,
  ): Promise<UsageBreakdownJson>;
}

export const UsageAnalyticsGateway = token<UsageAnalyticsGateway>("UsageAnalyticsGateway");
