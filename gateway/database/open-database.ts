import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { OpenDatabase } from "./database.ts";
import { initializeIfFresh } from "./fresh-pglite-folder.ts";
import { PgliteThread } from "./pglite-thread.ts";
import { underStartupLock } from "./startup-lock.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export interface DatabaseLocation {
  /** A PostgreSQL server's URL; wins over dataDir. */
  readonly databaseUrl: string | null;
  /** PGlite's data folder; null keeps it in memory. */
  readonly dataDir: string | null;
  /** A PGlite data folder dumped with dumpDataDir, to start from (tests start from a migrated template). */
  readonly pgliteTemplate?: Blob;
}

/** Opens the database and applies every pending migration. Engines load lazily: each pulls in its own driver. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  const opened = location.databaseUrl ? await openPostgres(location.databaseUrl) : await openPglite(location);
  return opened;
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { Pool } = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 10 });
  // A connection the server ends (a restart, an administrator, a dropped test database) emits an error on its
  // client even when idle or closing; unheard, that error would end the process. The query in flight, if any, is
  // rejected with it anyway, and the pool opens a new connection for the next one.
  const connectionLost = () => {};
  pool.on("error", connectionLost);
  pool.on("connect", (client) => client.on("error", connectionLost));
  const db = drizzle(pool);
  const exclusively = <T>(work: () => Promise<T>) => underStartupLock(pool, work);
  await exclusively(() => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  return { db, engine: "postgres", exclusively, close: () => pool.end() };
}

async function openPglite(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.dataDir) {
    mkdirSync(location.dataDir, { recursive: true });
    await initializeIfFresh(location.dataDir);
  }
  // In a thread of its own: PGlite's statements would otherwise hold up every request the server is answering.
  const client = await PgliteThread.start(location.dataDir, location.pgliteTemplate ?? null);
  return databaseOnPgliteThread(client);
}

/** The database of a started PGlite thread, every pending migration applied; `close` ends it (by default, the thread). */
export async function databaseOnPgliteThread(
  client: PgliteThread,
  close: () => Promise<void> = () => client.close(),
): Promise<OpenDatabase> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const db = drizzle(client as unknown as PGlite);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, engine: "pglite", exclusively: (work) => work(), close };
}
