import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** The spans a rollup sums: a UTC hour, or a UTC day (always the sum of its hours). */
export type RollupGrain = "hour" | "day";

/**
 * chat_history summed per person, organization, department ('' when the request had none) and UTC hour, and again
 * per UTC day, kept in step by triggers on chat_history as requests are recorded and deleted (migrations 0006,
 * 0007): the usage logs' totals and the usage series read these instead of every request. The latency histograms
 * count the successful requests' timings in core's buckets (core/usage-analytics/latency-histogram.ts), one count
 * per bucket.
 */
export const chatHistoryHourly = pgTable(
  "chat_history_hourly",
  {
    userId: text("user_id").notNull(),
    organizationId: text("organization_id").notNull().default(""),
    departmentId: text("department_id").notNull().default(""),
    grain: text("grain").$type<RollupGrain>().notNull(),
    /** The rollup's first hour: its hour, or its day's midnight UTC. */
    hour: timestamp("hour", { withTimezone: true, mode: "string" }).notNull(),
    requests: bigint("requests", { mode: "number" }).notNull().default(0),
    /** Requests answered with a status of 400 or above. */
    errors: bigint("errors", { mode: "number" }).notNull().default(0),
    /** Requests that cost anything. */
    costing: bigint("costing", { mode: "number" }).notNull().default(0),
    tokensIn: bigint("tokens_in", { mode: "number" }).notNull().default(0),
    tokensOut: bigint("tokens_out", { mode: "number" }).notNull().default(0),
    totalTokens: bigint("total_tokens", { mode: "number" }).notNull().default(0),
    totalCost: doublePrecision("total_cost").notNull().default(0),
    /** request-emissions.ts's rule per request, at the serving model's energy when the request was recorded. */
    emissionsGrams: doublePrecision("emissions_grams").notNull().default(0),
    /** Requests whose serving model the catalogue knew (its energy). */
    energyKnown: bigint("energy_known", { mode: "number" }).notNull().default(0),
    /** Requests that cost anything on a node that reported no renewable share. */
    unsharedCosting: bigint("unshared_costing", { mode: "number" }).notNull().default(0),
    ttftBuckets: integer("ttft_buckets").array().notNull(),
    durationBuckets: integer("duration_buckets").array().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.userId, table.organizationId, table.departmentId, table.grain, table.hour],
    }),
    index("chat_history_hourly_user_grain_hour_idx").on(table.userId, table.grain, table.hour),
    index("chat_history_hourly_organization_idx").on(
      table.organizationId,
      table.departmentId,
      table.grain,
      table.hour,
    ),
    index("chat_history_hourly_hour_idx").on(table.hour),
    check("chat_history_hourly_grain_check", sql`${table.grain} in ('hour', 'day')`),
  ],
);
