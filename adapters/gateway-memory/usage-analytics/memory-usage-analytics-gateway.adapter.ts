import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { mayPerform } from "../../../core/organization/organization-permissions.ts";
import { roleInDepartment } from "../../../core/organization/person-roles.ts";
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
import {
  OrganizationUsageBreakdownQueryDto,
  OrganizationUsageSeriesQueryDto,
  UsageBreakdownQueryDto,
  UsageSeriesQueryDto,
} from "../../../core/usage-analytics/usage-analytics-query.dto.ts";
import {
  apiKeyGroupOf,
  type UsageBreakdownSums,
  usageBreakdownOf,
} from "../../../core/usage-analytics/usage-breakdown.ts";
import type { UsageRange } from "../../../core/usage-analytics/usage-range.ts";
import {
  isErrorStatus,
  type UsageRecord,
  usageSeriesOf,
  usageSeriesSumsOf,
} from "../../../core/usage-analytics/usage-series.ts";
import { usageEndpointOf } from "../../../core/usage-logs/usage-endpoint.ts";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { matchesUsageLogFilters } from "../../../core/usage-logs/usage-log-filters.ts";
import { SIMULATED_ENERGY_WH_PER_THOUSAND_TOKENS } from "../organization/department-asking.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";
import type { RequestRow } from "../organization/organization-rows.ts";
import { checkedUsageQuery } from "./usage-analytics-query-check.ts";

/**
 * Usage analytics in memory, summed with core's rules (usage-series.ts, usage-breakdown.ts) as the reference
 * gateway's SQL sums them: the person's own from the request logs (the seed, and every request the memory
 * gateway answers), the organization's from the organization area's requests, for who may read the report.
 */
export class MemoryUsageAnalyticsGateway implements UsageAnalyticsGateway {
  private readonly records: UsageLogRecord[];

  constructor(
    seed: readonly UsageLogRecord[],
    /** The organization area's database, acting as whoever is signed in; none where no organization is wired. */
    private readonly organization?: () => Promise<OrganizationContext>,
  ) {
    this.records = [...seed];
  }

  /** Counts a request, as the gateway does for every completion it serves. */
  record(record: UsageLogRecord): void {
    this.records.push(record);
  }

  async series(query: UsageSeriesQuery): Promise<UsageSeriesJson> {
    checkedUsageQuery(UsageSeriesQueryDto, { ...query });
    const records = this.ownRecords(query.range, query).map(usageRecordOfLog);
    return usageSeriesOf(query.bucket, query.range, usageSeriesSumsOf(records, query.bucket));
  }

  async breakdown(query: UsageBreakdownQuery): Promise<UsageBreakdownJson> {
    checkedUsageQuery(UsageBreakdownQueryDto, { ...query });
    const groupOf = {
      model: (record: UsageLogRecord) => record.model,
      apikey: (record: UsageLogRecord) => apiKeyGroupOf(record.apikey),
      endpoint: (record: UsageLogRecord) => usageEndpointOf(record.endpoint),
    }[query.by];
    return usageBreakdownOf(
      query.by,
      this.ownRecords(query.range, query).map((record) => {
        const key = groupOf(record);
        return sumsOf(key, key, usageRecordOfLog(record));
      }),
    );
  }

  async organizationSeries(
    organizationId: string,
    query: OrganizationUsageSeriesQuery,
  ): Promise<UsageSeriesJson> {
    checkedUsageQuery(OrganizationUsageSeriesQueryDto, { ...query });
    const rows = await this.organizationRows(organizationId, query);
    const records = rows.map(usageRecordOfRequest);
    return usageSeriesOf(query.bucket, query.range, usageSeriesSumsOf(records, query.bucket));
  }

  async organizationBreakdown(
    organizationId: string,
    query: OrganizationUsageBreakdownQuery,
  ): Promise<UsageBreakdownJson> {
    checkedUsageQuery(OrganizationUsageBreakdownQueryDto, { ...query });
    const { db } = await this.context();
    const groupOf = {
      department: (row: RequestRow) => ({
        key: row.departmentId,
        label: db.departments.get(row.departmentId).name,
      }),
      person: (row: RequestRow) => ({ key: row.userId, label: db.accounts.get(row.userId).email }),
      model: (row: RequestRow) => ({ key: row.model, label: row.model }),
    }[query.by];
    const rows = await this.organizationRows(organizationId, query);
    return usageBreakdownOf(
      query.by,
      rows.map((row) => {
        const { key, label } = groupOf(row);
        return sumsOf(key, label, usageRecordOfRequest(row));
      }),
    );
  }

  /** The logged requests of the range that pass the filters (the memory logs are the signed-in person's). */
  private ownRecords(range: UsageRange, filters: UsageFilters = {}): UsageLogRecord[] {
    // The memory logs keep no department: a department's keys sent none of them.
    if (filters.departmentId) return [];
    const { model, apiKeyId, apikey, endpoint } = filters;
    return this.records.filter((record) =>
      matchesUsageLogFilters(record, { from: range.start, to: range.end, model, apiKeyId, apikey, endpoint }),
    );
  }

  /**
   * The organization's requests of the range, of the department and person named (each department one the caller
   * may report on), as the report reads them; without a department, of every department they may report on.
   */
  private async organizationRows(
    organizationId: string,
    query: {
      readonly range: UsageRange;
      readonly departmentId?: string;
      readonly userId?: string;
      readonly model?: string;
    },
  ): Promise<RequestRow[]> {
    const { db, access } = await this.context();
    access.forOrganization(organizationId, "viewReport");
    const departmentIds = query.departmentId
      ? [access.forDepartment(organizationId, query.departmentId, "viewReport").department.id]
      : db.departments
          .where((row) => row.organizationId === organizationId)
          .filter((row) => mayPerform("viewReport", roleInDepartment(access.rolesOf(organizationId), row.id)))
          .map((row) => row.id);
    const [start, end] = [query.range.start.getTime(), query.range.end.getTime()];
    return db.requests.where((row) => {
      const at = Date.parse(row.createdAt);
      return (
        row.organizationId === organizationId &&
        departmentIds.includes(row.departmentId) &&
        at >= start &&
        at < end &&
        (!query.userId || row.userId === query.userId) &&
        (!query.model || row.model === query.model)
      );
    });
  }

  private async context(): Promise<OrganizationContext> {
    if (!this.organization) throw GatewayError.http(404, "Organization not found");
    return this.organization();
  }
}

function usageRecordOfLog(record: UsageLogRecord): UsageRecord {
  return {
    createdAt: record.createdAt,
    statusCode: record.statusCode,
    tokensIn: record.tokensIn,
    tokensOut: record.tokensOut,
    totalTokens: record.totalTokens,
    totalCost: record.totalCost,
    timeToFirstToken: record.timeToFirstToken,
    generationDuration: record.generationDuration,
    // The memory catalogue's models carry no energy figure: the simulated provider's, as the logs' totals count.
    energyWhPerThousandTokens: SIMULATED_ENERGY_WH_PER_THOUSAND_TOKENS,
    renewablePercentage: record.renewablePercentage ?? null,
  };
}

/**
 * The organization area's memory rows keep a request's total tokens but not how they split, nor its timings: all
 * of them count as tokens in, and its percentiles stay empty.
 */
function usageRecordOfRequest(row: RequestRow): UsageRecord {
  return {
    createdAt: row.createdAt,
    statusCode: row.status,
    tokensIn: row.totalTokens,
    tokensOut: 0,
    totalTokens: row.totalTokens,
    totalCost: row.totalCost,
    timeToFirstToken: null,
    generationDuration: null,
    energyWhPerThousandTokens: row.energyWhPerThousandTokens,
    renewablePercentage: row.renewablePercentage,
  };
}

function sumsOf(key: string, label: string, record: UsageRecord): UsageBreakdownSums {
  return {
    key,
    label,
    requests: 1,
    errors: isErrorStatus(record.statusCode) ? 1 : 0,
    totalTokens: record.totalTokens,
    totalCost: record.totalCost,
  };
}
