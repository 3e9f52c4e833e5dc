import { setTimeout as pause } from "node:timers/promises";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/test-database.ts";
import { emptyDatabase, publicTables } from "./database-reset.ts";

/** Polls the server until a TRUNCATE waits for a lock, so the second half of the deadlock comes after it. */
async function truncateWaitsForALock(pool: pg.Pool): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await pool.query(
      "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'TRUNCATE%'",
    );
    if (rows[0].waiting > 0) return;
    await pause(10);
  }
  throw new Error("the TRUNCATE never waited for the lock held before it");
}

// Runs on a PostgreSQL server only (gateway/vitest.config.ts): PGlite has one connection, so nothing to deadlock with.
describe("emptying the database while a write from before still holds one of its tables", () => {
  it("tries again when the server aborts its TRUNCATE as a deadlock, instead of failing the reset", async () => {
    const database = await openTestDatabase();
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const tables = await publicTables(database.db);
    const [first, last] = [tables[0], tables.at(-1)];
    const write = await pool.connect();
    try {
      await write.query("BEGIN");
      await write.query(`LOCK TABLE "${last}" IN ROW EXCLUSIVE MODE`);
      const emptied = emptyDatabase(database.db).then(
        () => "emptied",
        (error: Error) => `failed: ${error.message}`,
      );
      await truncateWaitsForALock(pool);
      // The write now needs the table the TRUNCATE locked first: each waits for the other. The TRUNCATE waited
      // first, so its deadlock check runs first and the server aborts it, not the write.
      await write.query(`SELECT 1 FROM "${first}" LIMIT 1`);
      await write.query("COMMIT");
      expect(await emptied).toBe("emptied");
    } finally {
      write.release();
      await database.close();
    }
  });
});
