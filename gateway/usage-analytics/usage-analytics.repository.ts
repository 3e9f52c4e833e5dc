import { type AnyColumn, and, asc, count, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { UsageBreakdownBy, UsageBucket } from "../../core/usage-analytics/usage-analytics-json.ts";
import {
  apiKeyGroupOf,
  USAGE_BREAKDOWN_TOP,
  type UsageBreakdownSums,
} from "../../core/usage-analytics/usage-breakdown.ts";
import type { UsageRange } from "../../core/usage-analytics/usage-range.ts";
import { FIRST_ERROR_STATUS, type UsageSeriesSums } from "../../core/usage-analytics/usage-series.ts";
import { providerModels } from "../available-models/available-models.schema.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import { users } from "../identity/users.schema.ts";
import { departments } from "../organization/organization.schema.ts";
import { latencyHistograms, rolledUpSeriesSums, rollupsAnswer } from "./hourly-usage-series.ts";
import { requestEmissionsGramsSql } from "./request-emissions.sql.ts";
import { bucketStartSql } from "./usage-bucket-start.sql.ts";
import { modelGroupSql, type UsageFilters, type UsageScope, usageConditions } from "./usage-scope.ts";

const errors =
  sql<number>`count(*) filter (where ${chatHistory.statusCode} >= ${sql.raw(String(FIRST_ERROR_STATUS))})`.mapWith(
    Number,
  );
const sumOf = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The requests of the scope, range and filters summed per bucket, in the database: the buckets that had
 * requests only (core's usageSeriesOf fills the others). A range of whole hours narrowed by no more than a
 * department or a person is read from the rollups (days for day and week buckets on whole days); otherwise the rows are summed, their timings counted in
 * the same latency buckets, so both answer the same percentiles.
 */
export async function usageSeriesSums(
  db: Database,
  scope: UsageScope,
  range: UsageRange,
  filters: UsageFilters,
  bucket: UsageBucket,
): Promise<UsageSeriesSums[]> {
  if (rollupsAnswer(range, filters)) return rolledUpSeriesSums(db, scope, range, filters, bucket);
  const start = bucketStartSql(bucket, chatHistory.createdAt);
  const where = usageConditions(scope, range, filters);
  const sums = await db
    .select({
      start,
      requests: count(),
      errors,
      tokensIn: sumOf(chatHistory.tokensIn),
      tokensOut: sumOf(chatHistory.tokensOut),
      totalCost: sumOf(chatHistory.totalCost),
      emissionsGrams: sumOf(requestEmissionsGramsSql),
    })
    .from(chatHistory)
    .leftJoin(providerModels, eq(providerModels.systemName, chatHistory.servedModel))
    .where(where)
    .groupBy(start);
  const succeeded = sql`${chatHistory.statusCode} < ${sql.raw(String(FIRST_ERROR_STATUS))}`;
  const counted = (timing: AnyColumn) =>
    db
      .select({ start, bucket: sql<number>`usage_latency_bucket(${timing})`.mapWith(Number), count: count() })
      .from(chatHistory)
      .where(and(where, succeeded, isNotNull(timing)))
      .groupBy(start, sql`2`);
  const histograms = latencyHistograms(
    await counted(chatHistory.timeToFirstToken),
    await counted(chatHistory.generationDuration),
  );
  return sums.map((sum) => ({ ...sum, ...histograms.percentilesOf(sum.start) }));
}

/**
 * The requests of the scope, range and filters summed per group, costliest first: the first 20, except by API
 * key, where every key is summed so core can add up keys that mask alike; the key itself never leaves here.
 */
export async function usageBreakdownSums(
  db: Database,
  scope: UsageScope,
  range: UsageRange,
  filters: UsageFilters,
  by: UsageBreakdownBy,
): Promise<UsageBreakdownSums[]> {
  const { key, label } = GROUPS[by];
  const totalCost = sumOf(chatHistory.totalCost);
  let query = db
    .select({ key, label, requests: count(), errors, totalTokens: sumOf(chatHistory.totalTokens), totalCost })
    .from(chatHistory)
    .$dynamic();
  // Labels only: the departments' names and the people's emails.
  if (by === "department") query = query.leftJoin(departments, eq(departments.id, chatHistory.departmentId));
  if (by === "person") query = query.leftJoin(users, eq(users.id, chatHistory.userId));
  const grouped = query
    .where(usageConditions(scope, range, filters))
    .groupBy(key, label)
    .orderBy(desc(totalCost), desc(count()), asc(key));
  if (by !== "apikey") return grouped.limit(USAGE_BREAKDOWN_TOP);
  return (await grouped).map((row) => {
    const group = apiKeyGroupOf(row.key);
    return { ...row, key: group, label: group };
  });
}

/** What each breakdown groups by and labels its groups with. */
const GROUPS: Readonly<Record<UsageBreakdownBy, { key: SQL<string>; label: SQL<string> }>> = {
  model: { key: modelGroupSql, label: modelGroupSql },
  endpoint: { key: sql<string>`${chatHistory.endpoint}`, label: sql<string>`${chatHistory.endpoint}` },
  // A request made in the playground has no key (or the word playground): core groups both as playground.
  apikey: {
    key: sql<string>`coalesce(${chatHistory.apikey}, '')`,
    label: sql<string>`coalesce(${chatHistory.apikey}, '')`,
  },
  department: {
    key: sql<string>`${chatHistory.departmentId}`,
    label: sql<string>`coalesce(${departments.name}, ${chatHistory.departmentId})`,
  },
  person: {
    key: sql<string>`${chatHistory.userId}`,
    label: sql<string>`coalesce(${users.email}, ${chatHistory.userId})`,
  },
};
