import { sql } from "drizzle-orm";
import type { Database } from "./database.ts";

/** The request-log tables partitioned by month (migration 0003), each with a partition per UTC month. */
export const MONTH_PARTITIONED_TABLES = ["chat_history", "chat_history_bodies"] as const;

/** The months whose partitions this process has made sure of, per database. */
const ENSURED = new WeakMap<Database, Set<string>>();

/**
 * Makes sure both request-log tables have a partition for the UTC month of each moment given (migration 0003's
 * `request_log_month_partition`, which also moves that month's rows out of the default partition). Each month is
 * asked for once per process: recording a batch of this month's requests costs nothing more after the first.
 */
export async function ensureMonthPartitions(db: Database, moments: Iterable<string | Date>): Promise<void> {
  const ensured = ENSURED.get(db) ?? new Set<string>();
  ENSURED.set(db, ensured);
  const missing = new Set<string>();
  for (const moment of moments) {
    const month = monthOf(moment);
    if (month && !ensured.has(month)) missing.add(month);
  }
  for (const month of [...missing].sort()) {
    for (const table of MONTH_PARTITIONED_TABLES) {
      await db.execute(sql`select request_log_month_partition(${table}, ${`${month}-01`}::date)`);
    }
    ensured.add(month);
  }
}

/** Forgets what this process made sure of: partitions were dropped (retention), so the next write asks again. */
export function forgetEnsuredMonths(db: Database): void {
  ENSURED.delete(db);
}

/** The UTC month of a moment as YYYY-MM; null for a text that is no date (the insert then refuses the row). */
function monthOf(moment: string | Date): string | null {
  const date = typeof moment === "string" ? new Date(moment) : moment;
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 7);
}
