import type {
  OrganizationUsageBreakdownQuery,
  OrganizationUsageSeriesQuery,
  UsageAnalyticsGateway,
  UsageBreakdownQuery,
  UsageFilters,
  UsageSeriesQuery,
} from "../../../core/usage-analytics/usage-analytics-gateway.port.ts";
import type {
  UsageBreakdownJson,
  UsageSeriesJson,
} from "../../../core/usage-analytics/usage-analytics-json.ts";
import { readUsageBreakdown } from "../../../core/usage-analytics/usage-breakdown.entity.ts";
import type { UsageRange } from "../../../core/usage-analytics/usage-range.ts";
import { readUsageSeries } from "../../../core/usage-analytics/usage-series.entity.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { organizationPath } from "../organization/organization-paths.ts";

/** Usage analytics over HTTP: GET usage/series and usage/breakdown, the person's and the organization's. */
export class HttpUsageAnalyticsGateway implements UsageAnalyticsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async series(query: UsageSeriesQuery): Promise<UsageSeriesJson> {
    return readUsageSeries(await this.http.get("/usage/series", { query: seriesQuery(query) }));
  }

  async breakdown(query: UsageBreakdownQuery): Promise<UsageBreakdownJson> {
    const { range, by, ...filters } = query;
    return readUsageBreakdown(
      await this.http.get("/usage/breakdown", {
        query: { ...rangeQuery(range), by, ...filterQuery(filters) },
      }),
    );
  }

  async organizationSeries(
    organizationId: string,
    query: OrganizationUsageSeriesQuery,
  ): Promise<UsageSeriesJson> {
    const path = organizationPath(organizationId, "usage", "series");
    return readUsageSeries(
      await this.http.get(path, { query: { ...seriesQuery(query), userId: query.userId } }),
    );
  }

  async organizationBreakdown(
    organizationId: string,
    query: OrganizationUsageBreakdownQuery,
  ): Promise<UsageBreakdownJson> {
    const path = organizationPath(organizationId, "usage", "breakdown");
    const { range, by, departmentId, userId } = query;
    return readUsageBreakdown(
      await this.http.get(path, { query: { ...rangeQuery(range), by, departmentId, userId } }),
    );
  }
}

/** The range in the query names every usage call shares: start included, end excluded. */
function rangeQuery(range: UsageRange) {
  return { startDate: range.start.toISOString(), endDate: range.end.toISOString() };
}

/** The filters in the query names the usage calls share (what is not given is left out). */
function filterQuery({ model, apiKeyId, apikey, endpoint, departmentId }: UsageFilters) {
  return { model, apiKeyId, apikey, endpoint, departmentId };
}

function seriesQuery(query: UsageSeriesQuery) {
  const { range, bucket, ...filters } = query;
  return { ...rangeQuery(range), bucket, ...filterQuery(filters) };
}
