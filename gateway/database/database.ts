import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The gateway's one SQL database, whichever engine serves it (embedded PGlite or a PostgreSQL server). */
export type Database = PgDatabase<PgQueryResultHKT>;

/** An open database and how to close it. */
export interface OpenDatabase {
  readonly db: Database;
  /** "pglite" or "postgres": shown in logs and test names. */
  readonly engine: "pglite" | "postgres";
  /**
   * Runs `work` while no other gateway starting on the same database prepares it (migrations, seeds): on a
   * PostgreSQL server, under an advisory lock; PGlite belongs to one process, so at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
