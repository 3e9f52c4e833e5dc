import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { OpenDatabase } from "../database/database.ts";
import { databaseOnPgliteThread, openDatabase } from "../database/open-database.ts";
import { PgliteThread } from "../database/pglite-thread.ts";

/** Set by the global setup: a migrated PGlite data dir to copy, or a PostgreSQL server holding a migrated template. */
export const PGLITE_TEMPLATE_ENV = "GATEWAY_TEST_PGLITE_TEMPLATE";
/** A PostgreSQL server's URL (any database on it); when set, tests run there instead of on PGlite. */
export const POSTGRES_TEST_URL_ENV = "GATEWAY_TEST_DATABASE_URL";
export const POSTGRES_TEMPLATE_DATABASE = "gateway_test_template";

/** The engine the integration tests run on, for test names and the summary. */
export function testEngine(): "pglite" | "postgres" {
  return process.env[POSTGRES_TEST_URL_ENV] ? "postgres" : "pglite";
}

/**
 * A fresh, migrated, empty database of its own: a PGlite copied from the migrated template, or a new database on
 * the PostgreSQL server made from the migrated template (dropped on close).
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env[POSTGRES_TEST_URL_ENV];
  if (serverUrl) return openServerDatabase(serverUrl);
  const templatePath = process.env[PGLITE_TEMPLATE_ENV];
  if (!templatePath) return openDatabase({ databaseUrl: null, dataDir: null });
  const thread =
    freshThreads.pop() ?? (await PgliteThread.start(null, new Blob([await readFile(templatePath)])));
  let givenBack: Promise<void> | undefined;
  // Once: a second close must not start the same thread afresh again, under the test that has it next.
  return databaseOnPgliteThread(thread, () => (givenBack ??= giveBack(thread)));
}

/**
 * PGlite threads whose database a test closed, each holding a fresh copy of the template already. Opening a
 * database in a new thread takes about three times as long as in one that has opened one before (its WebAssembly
 * compiled), and the suite opens one per test file; a few are kept per test worker, the others closed.
 */
const freshThreads: PgliteThread[] = [];
const FRESH_THREADS_KEPT = 2;

async function giveBack(thread: PgliteThread): Promise<void> {
  if (freshThreads.length >= FRESH_THREADS_KEPT) return thread.close();
  try {
    freshThreads.push(await thread.freshFromTemplate());
  } catch {
    // A thread that cannot start afresh (a statement or transaction still under way, the thread gone) is closed.
    await thread.close().catch(() => undefined);
  }
}

async function openServerDatabase(serverUrl: string): Promise<OpenDatabase> {
  const pg = (await import("pg")).default;
  const name = `gateway_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}
