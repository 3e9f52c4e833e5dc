import { sql } from "drizzle-orm";
import { DEFAULT_RETENTION } from "../../core/retention/retention-settings-json.ts";
import type { Database } from "../database/database.ts";
import { forgetEnsuredMonths } from "../database/month-partitions.ts";
import { longestRetention, metadataMinimums, shortestRetention } from "./retention.repository.ts";

const DAY_MS = 86_400_000;

/** What one sweep removed. */
export interface RetentionSweep {
  readonly droppedPartitions: string[];
  readonly deletedRequests: number;
  readonly deletedBodies: number;
}

/** The two request-log tables and which setting governs each. */
const KEPT = [
  { table: "chat_history", days: "metadata_days", setting: "metadataDays" },
  { table: "chat_history_bodies", days: "bodies_days", setting: "bodiesDays" },
] as const;

/**
 * Applies every retention setting to the request logs. Whole months older than the longest retention anyone has
 * are dropped as partitions, which costs nothing however many rows they hold; what is past a shorter setting
 * (a person's own traffic by their setting, department traffic by their organization's) is deleted in batches, so
 * no single statement holds the tables (or an embedded PGlite's thread) for long. An organization's request
 * records are kept at least as long as core's retentionMinimum says (six months with the EU AI Act on), whatever
 * shorter setting it chose. Only the request logs are swept: the audit log (audit_entries, audit_heads) is never.
 */
export async function enforceRetention(
  db: Database,
  now: number,
  batchSize = 2_000,
): Promise<RetentionSweep> {
  const longest = await longestRetention(db);
  const shortest = await shortestRetention(db);
  const minimums = await metadataMinimums(db);
  const longestMinimum = Math.max(0, ...minimums.values());
  const droppedPartitions: string[] = [];
  const deleted = { chat_history: 0, chat_history_bodies: 0 };
  for (const { table, days, setting } of KEPT) {
    const longestKept =
      setting === "metadataDays" ? Math.max(longest[setting], longestMinimum) : longest[setting];
    const dropBefore = now - longestKept * DAY_MS;
    droppedPartitions.push(...(await dropMonthsBefore(db, table, dropBefore)));
    if (table === "chat_history") await deleteRollupsBefore(db, dropBefore);
    for (;;) {
      const atLeast = setting === "metadataDays" ? minimums : NO_MINIMUMS;
      const cutoff = { now, olderThan: now - shortest[setting] * DAY_MS, atLeast };
      const count = await deleteBatch(db, table, days, cutoff, batchSize);
      deleted[table] += count;
      if (count < batchSize) break;
      // Lets requests waiting on an embedded database be answered between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (droppedPartitions.length > 0) forgetEnsuredMonths(db);
  return {
    droppedPartitions,
    deletedRequests: deleted.chat_history,
    deletedBodies: deleted.chat_history_bodies,
  };
}

/** Drops the table's month partitions that end on or before `before`; their names. */
async function dropMonthsBefore(db: Database, table: string, before: number): Promise<string[]> {
  const result = (await db.execute(
    sql`select child.relname as name from pg_inherits
        join pg_class parent on parent.oid = pg_inherits.inhparent
        join pg_class child on child.oid = pg_inherits.inhrelid
        where parent.relname = ${table} and child.relname ~ '_p[0-9]{6}$'`,
  )) as unknown as { rows: { name: string }[] };
  const doomed = result.rows.map((row) => row.name).filter((name) => monthEndOf(name) <= before);
  for (const name of doomed.sort()) await db.execute(sql.raw(`drop table if exists "${name}"`));
  return doomed;
}

/**
 * Deletes the rollups (chat_history_hourly, hours and days alike: a day starts at midnight, a month on one) of the
 * months whose partitions are dropped: a dropped partition fires no delete trigger. The rows after them are deleted in batches, which the triggers take off the rollups.
 */
async function deleteRollupsBefore(db: Database, before: number): Promise<void> {
  const monthStart = new Date(before);
  const firstKept = Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), 1);
  await db.execute(
    sql`delete from chat_history_hourly where hour < ${new Date(firstKept).toISOString()}::timestamptz`,
  );
}

/** The first moment after a partition's month, from its name (<table>_pYYYYMM). */
function monthEndOf(partition: string): number {
  const yearMonth = partition.slice(-6);
  return Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(4)), 1);
}

/** No organization keeps these rows longer than its setting (bodies: the minimum is the records'). */
const NO_MINIMUMS: ReadonlyMap<string, number> = new Map();

/** When a sweep runs, the oldest a row may be kept by the shortest setting, and organizations' minimum days. */
interface Cutoff {
  readonly now: number;
  readonly olderThan: number;
  readonly atLeast: ReadonlyMap<string, number>;
}

/**
 * Deletes up to `batchSize` rows older than their owner's setting: department traffic (organization_id set) by the
 * organization's, lifted to its minimum when it has one, the rest by the person's, the default where none was
 * chosen. `olderThan` (the shortest setting) only lets the database skip months nobody's setting reaches.
 */
async function deleteBatch(
  db: Database,
  table: "chat_history" | "chat_history_bodies",
  days: "metadata_days" | "bodies_days",
  { now, olderThan, atLeast }: Cutoff,
  batchSize: number,
): Promise<number> {
  const fallback = days === "metadata_days" ? DEFAULT_RETENTION.metadataDays : DEFAULT_RETENTION.bodiesDays;
  const logged = sql.raw(`"${table}"`);
  const kept = sql.raw(days);
  const minimums = JSON.stringify(
    [...atLeast].map(([organizationId, minimumDays]) => ({
      organization_id: organizationId,
      days: minimumDays,
    })),
  );
  const result = (await db.execute(sql`
    with doomed as (
      select logged.created_at, logged.id from ${logged} logged
      left join retention_settings organization_setting
        on organization_setting.scope = 'organization' and organization_setting.owner_id = logged.organization_id
      left join retention_settings person_setting
        on person_setting.scope = 'person' and person_setting.owner_id = logged.user_id
      left join json_to_recordset(${minimums}::json) as minimum(organization_id text, days integer)
        on minimum.organization_id = logged.organization_id
      where logged.created_at < ${new Date(olderThan).toISOString()}::timestamptz
        and logged.created_at < ${new Date(now).toISOString()}::timestamptz - make_interval(days => case
          when logged.organization_id is not null
            then greatest(coalesce(organization_setting.${kept}, ${fallback}), coalesce(minimum.days, 0))
          else coalesce(person_setting.${kept}, ${fallback})
        end)
      limit ${batchSize}
    ), deleted as (
      delete from ${logged} logged using doomed
      where logged.created_at = doomed.created_at and logged.id = doomed.id
      returning 1
    )
    select count(*)::int as count from deleted`)) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}
