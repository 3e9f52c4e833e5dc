import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { initializeIfFresh } from "./fresh-pglite-folder.ts";
import { openDatabase } from "./open-database.ts";

type Rows = { rows: Record<string, unknown>[] };

describe("PGlite in a data folder", () => {
  let folder = "";
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("creates the database of a new folder in a process of its own, then opens it migrated with the gateway's shared buffers", async () => {
    folder = await mkdtemp(join(tmpdir(), "open-pglite-"));
    const dataDir = join(folder, "pglite");
    const opened = await openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
      const migrations = (await opened.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as Rows;
      expect(migrations.rows[0]?.applied).toBeGreaterThan(0);
      const buffers = (await opened.db.execute(sql`show shared_buffers`)) as unknown as Rows;
      expect(buffers.rows[0]).toEqual({ shared_buffers: "16MB" });
    } finally {
      await opened.close();
    }
  });

  it("leaves a folder that holds a database as it is", async () => {
    folder = await mkdtemp(join(tmpdir(), "open-pglite-"));
    const dataDir = join(folder, "pglite");
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await first.db.execute(sql`create table kept (id int)`);
    await first.close();
    await initializeIfFresh(dataDir);
    const again = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const { rows } = (await again.db.execute(
        sql`select count(*)::int as tables from pg_tables where tablename = 'kept'`,
      )) as unknown as Rows;
      expect(rows[0]).toEqual({ tables: 1 });
    } finally {
      await again.close();
    }
  });
});
