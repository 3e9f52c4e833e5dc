import type { Pool } from "pg";

/**
 * The key of the PostgreSQL advisory lock gateway instances take, one at a time, to migrate and seed a shared
 * database. Any fixed number works, as long as nothing else on the server locks the same one.
 */
export const STARTUP_LOCK_KEY = 2_808_028_001;

/**
 * Runs `work` while holding the start-up lock on this server, so instances starting together migrate and seed one
 * after the other (two migrators creating the same table, or two seeds inserting the same tier, would fail one
 * start). The lock lives on a connection of its own: if the process dies, the server ends the session and frees it.
 */
export async function underStartupLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let released = false;
  try {
    await holder.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch((error: Error) => {
        // A connection that cannot unlock is closed instead: its session, and the lock with it, ends.
        released = true;
        holder.release(error);
      });
    }
  } finally {
    if (!released) holder.release();
  }
}
