import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { MIGRATIONS_FOLDER } from "../database/open-database.ts";

/** The migrations this gateway's code ships: its folder's journal, by creation time (as drizzle applies them). */
async function shippedMigrations(): Promise<{ count: number; last: number }> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, last: Math.max(...journal.entries.map((entry) => entry.when)) };
}

/**
 * Those of the shipped migrations the database lacks; 0 when it has them all. Drizzle applies the migrations
 * created after the last one it recorded, so the database is up to date once its last recorded is the journal's last.
 */
export async function migrationsMissing(db: Database): Promise<number> {
  const shipped = await shippedMigrations();
  const result = (await db.execute(
    sql`select count(*)::int as applied, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number; last: string }[] };
  const recorded = result.rows[0] ?? { applied: 0, last: "0" };
  return Number(recorded.last) >= shipped.last ? 0 : Math.max(1, shipped.count - Number(recorded.applied));
}
