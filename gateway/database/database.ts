import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The gateway's one SQL database, whichever engine serves it (embedded PGlite or a PostgreSQL server). */
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database and how to close it. */
export interface OpenDatabase {
  readonly db: Database;
  /** "pglite" or "postgres": shown in logs and test names. */
  readonly engine: "pglite" | "postgres";
  close(): Promise<void>;
}
