import { sql } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { secretScrubsDue } from "./secret-scrubs.schema.ts";

/**
 * Makes secrets just rewritten in these tables unreadable at rest: every table (each partition of a partitioned
 * one) is rewritten without its dead rows and its statistics are taken afresh, then the write-ahead log that
 * recorded the old rows is checkpointed away. Runs outside a transaction: VACUUM cannot run in one.
 */
export async function scrubRewrittenTables(db: Database, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    for (const part of await tablesHoldingRows(db, table)) {
      await db.execute(sql`vacuum full ${sql.identifier(part)}`);
      // Statistics sample column values (most common ones, bounds): old ones would keep a secret as a sample.
      await db.execute(sql`analyze ${sql.identifier(part)}`);
    }
  }
  await db.execute(sql`vacuum full pg_statistic`).catch(() => {
    // A PostgreSQL server keeps the catalogue to its superusers; the old samples are dead rows there until its
    // autovacuum comes by.
  });
  // A new log segment, then a checkpoint, so the segments that recorded the old rows are no longer needed;
  // removed rather than recycled, so no copy lingers for later reuse.
  await scrubWriteAheadLog(db).catch(() => {
    // A PostgreSQL server may keep these to its superusers, and its archived log keeps copies anyway: there the
    // operator's retention of the log decides. Embedded PGlite, whose folder is the whole database, allows them.
  });
}

/**
 * Does the scrubs migrations left due (secret_scrubs_due: they rewrote secrets inside their transaction), then
 * forgets them. Run at every start: after the first it finds nothing. Returns how many it did.
 */
export async function scrubSecretsLeftDue(db: Database): Promise<number> {
  const due = await db.select().from(secretScrubsDue);
  if (due.length === 0) return 0;
  await scrubRewrittenTables(db, [...new Set(due.flatMap((scrub) => scrub.tables))]);
  await db.delete(secretScrubsDue);
  return due.length;
}

/** The table itself, or the leaf partitions of a partitioned one (the default partition included). */
async function tablesHoldingRows(db: Database, table: string): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select leaf.relid::regclass::text as name
    from pg_partition_tree(${table}::regclass) as leaf
    where leaf.isleaf
  `)) as unknown as { rows: { name: string }[] };
  // A table that is not partitioned has no partition tree.
  return rows.length > 0 ? rows.map((row) => row.name.replaceAll('"', "")) : [table];
}

async function scrubWriteAheadLog(db: Database): Promise<void> {
  await db.execute(sql`set wal_recycle = off`);
  for (let round = 0; round < 2; round++) {
    await db.execute(sql`select pg_switch_wal()`);
    await db.execute(sql`checkpoint`);
  }
}
