import { sql } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { publicTables } from "../verification/database-reset.ts";

/** Each table's row count and a hash of its rows' content, e.g. "users: 7 rows 3f2a…". */
export type DatabaseSnapshot = Readonly<Record<string, string>>;

/**
 * What every table of the gateway's schema holds, in one query: two equal snapshots mean nothing was inserted,
 * updated or deleted in between (row order aside).
 */
export async function databaseSnapshot(db: Database): Promise<DatabaseSnapshot> {
  const tables = (await publicTables(db)).sort();
  const perTable = tables.map(
    (table) =>
      `SELECT '${table}' AS name, count(*)::int AS rows, ` +
      `md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS hash FROM "${table}" t`,
  );
  const result = (await db.execute(sql.raw(perTable.join(" UNION ALL ")))) as {
    rows: { name: string; rows: number; hash: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.rows} rows ${row.hash}`]));
}
