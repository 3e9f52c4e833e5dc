import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { UsageBucket } from "../../core/usage-analytics/usage-analytics-json.ts";

/** The bucket's start in UTC (date_trunc's weeks start on Monday) of a moment, written as an ISO date-time. */
export function bucketStartSql(unit: UsageBucket, moment: SQL | AnyColumn): SQL<string> {
  return sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${moment} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}
