import { randomBytes, randomUUID } from "node:crypto";
import { setTimeout as pause } from "node:timers/promises";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { providerModels, providers } from "../available-models/available-models.schema.ts";
import { readCatalogueFile } from "../available-models/catalogue-file.ts";
import { gatewayConfigFrom } from "../config/gateway-config.ts";
import { type RunningGateway, startGateway } from "../server/start-gateway.ts";
import { systemClock } from "../server/system-clock.ts";
import { POSTGRES_TEST_URL_ENV } from "../testing/test-database.ts";
import { underStartupLock } from "./startup-lock.ts";

const serverUrl = process.env[POSTGRES_TEST_URL_ENV] ?? "";
const made: string[] = [];
const running: RunningGateway[] = [];

/** A new, empty database on the test server (no template: these tests are about the first start). */
async function emptyDatabase(): Promise<string> {
  const name = `gateway_start_${randomUUID().replaceAll("-", "")}`;
  await onServer(`CREATE DATABASE ${name}`);
  made.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((gateway) => gateway.stop()));
  for (const name of made.splice(0)) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

// Runs on a PostgreSQL server only (gateway/vitest.config.ts): PGlite belongs to one process.
describe("starting several instances on one PostgreSQL server", () => {
  it("three instances starting at once on an empty database all start, and the catalogue is seeded once", async () => {
    const databaseUrl = await emptyDatabase();
    const env = {
      DATABASE_URL: databaseUrl,
      GATEWAY_PORT: "0",
      GATEWAY_LOG_LEVEL: "silent",
      GATEWAY_RETENTION_SWEEP: "off",
      GATEWAY_SECRET_KEY: randomBytes(32).toString("base64"),
    };
    const config = gatewayConfigFrom(env);
    const starts = await Promise.allSettled([1, 2, 3].map(() => startGateway(config, env, systemClock)));
    for (const start of starts) if (start.status === "fulfilled") running.push(start.value);

    expect(starts.map((start) => start.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    const catalogue = await readCatalogueFile(config.catalogueFile);
    const { db } = running[0]?.deps ?? {};
    if (!db) throw new Error("no instance started");
    const [models] = await db.select({ rows: count() }).from(providerModels);
    const [providerRows] = await db.select({ rows: count() }).from(providers);
    expect(models?.rows).toBe(catalogue.models.length);
    expect(providerRows?.rows).toBe(catalogue.providers.length);
  });

  it("the start-up lock lets one holder in at a time, each after the one before has finished", async () => {
    const databaseUrl = await emptyDatabase();
    const first = new pg.Pool({ connectionString: databaseUrl });
    const second = new pg.Pool({ connectionString: databaseUrl });
    const events: string[] = [];
    const hold = (pool: pg.Pool, name: string) =>
      underStartupLock(pool, async () => {
        events.push(`${name} in`);
        await pause(150);
        events.push(`${name} out`);
      });
    try {
      await Promise.all([hold(first, "first"), pause(20).then(() => hold(second, "second"))]);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }

    expect(events).toEqual(["first in", "first out", "second in", "second out"]);
  });
});
