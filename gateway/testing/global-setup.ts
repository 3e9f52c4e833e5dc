import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../database/open-database.ts";
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_DATABASE, POSTGRES_TEST_URL_ENV } from "./test-database.ts";

/**
 * Migrates one template database before the gateway's integration tests, so each test file starts from a copy in
 * half a second instead of running initdb and every migration again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env[POSTGRES_TEST_URL_ENV];
  if (serverUrl) return postgresTemplate(serverUrl);
  const folder = await mkdtemp(join(tmpdir(), "gateway-test-"));
  const opened = await openDatabase({ databaseUrl: null, dataDir: null });
  const { PGlite } = await import("@electric-sql/pglite");
  const client = (opened.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const dump = await client.dumpDataDir("none");
  await opened.close();
  const file = join(folder, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${POSTGRES_TEMPLATE_DATABASE}`;
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await opened.close();
  return async () => {};
}
