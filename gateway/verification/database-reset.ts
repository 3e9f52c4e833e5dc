import { sql } from "drizzle-orm";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { ModelCatalogue } from "../chat-completions/model-catalogue.ts";
import type { Database } from "../database/database.ts";
import { sqlStateOf } from "../database/sql-state.ts";
import { seedCatalogue } from "../seed/seed-database.ts";

const BROKEN_SUFFIX = "__broken";
/** PostgreSQL's "deadlock detected": the TRUNCATE lost a lock race with work still going on from before. */
const DEADLOCK_DETECTED = "40P01";
const TRUNCATE_ATTEMPTS = 3;

/** Makes a table fail for real: every query on it errors until restoreBrokenTables renames it back. */
export async function breakTable(db: Database, table: string): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  await db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "${table}${BROKEN_SUFFIX}"`));
}

/** Restores broken tables, then empties every table of the gateway's schema (migrations history kept). */
export async function emptyDatabase(db: Database): Promise<void> {
  const tables = await publicTables(db);
  for (const broken of tables.filter((name) => name.endsWith(BROKEN_SUFFIX))) {
    await db.execute(
      sql.raw(`ALTER TABLE "${broken}" RENAME TO "${broken.slice(0, -BROKEN_SUFFIX.length)}"`),
    );
  }
  const names = (await publicTables(db)).map((name) => `"${name}"`);
  if (names.length > 0) await truncate(db, names);
}

/**
 * TRUNCATE locks its tables one after another, so on a PostgreSQL server it can deadlock with a write still going
 * on from before (a request's log, a document read in the background); the server then aborts one of the two, and
 * trying again after the write has gone through succeeds.
 */
async function truncate(db: Database, names: readonly string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(", ")} RESTART IDENTITY CASCADE`));
      return;
    } catch (error) {
      if (attempt >= TRUNCATE_ATTEMPTS || sqlStateOf(error) !== DEADLOCK_DETECTED) throw error;
    }
  }
}

/**
 * Empties the database and seeds the catalogue again, then has the gateway's catalogue read it afresh: work still
 * going on from before (a policy document being read in the background, say) may have read the catalogue while
 * its tables were empty, and the catalogue serves what it read for seconds.
 */
export async function emptyDatabaseButCatalogue(
  db: Database,
  clock: Clock,
  catalogue: ModelCatalogue,
): Promise<void> {
  await emptyDatabase(db);
  await seedCatalogue(db, clock);
  catalogue.forget();
}

/** The schema's tables; a partitioned table once, its partitions (the request logs' months) read through it. */
export async function publicTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT c.relname AS tablename FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
  )) as { rows: { tablename: string }[] };
  return result.rows.map((row) => row.tablename);
}
