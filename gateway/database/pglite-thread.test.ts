import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../organization/unique-violation.ts";
import { PgliteThread } from "./pglite-thread.ts";

describe("PGlite in a worker thread, as Drizzle speaks to it", () => {
  let thread: PgliteThread;
  const db = () => drizzle(thread as never);

  beforeAll(async () => {
    thread = await PgliteThread.start(null, null);
    await db().execute(sql`create table notes (id int primary key, written timestamptz not null)`);
  });
  afterAll(() => thread.close());

  it("answers rows with dates as PostgreSQL writes them", async () => {
    await db().execute(sql`insert into notes values (1, '2026-12-07T06:00:00Z')`);
    const { rows } = await db().execute(sql`select id, written from notes where id = 1`);
    expect(rows).toEqual([{ id: 1, written: "2026-12-07 06:00:00+00" }]);
  });

  it("gives a failed statement's PostgreSQL code to the caller", async () => {
    const duplicate = db().execute(sql`insert into notes values (1, now())`);
    await expect(duplicate).rejects.toSatisfy(isUniqueViolation);
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (2, now())`);
    });
    const failed = db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (3, now())`);
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const { rows } = await db().execute(sql`select id from notes where id in (2, 3) order by id`);
    expect(rows).toEqual([{ id: 2 }]);
  });

  it("dumps its data folder as a tarball another thread starts from", async () => {
    const copy = await PgliteThread.start(null, await thread.dumpDataDir("none"));
    const { rows } = await drizzle(copy as never).execute(sql`select count(*)::int as notes from notes`);
    await copy.close();
    expect(rows).toEqual([{ notes: 2 }]);
  });
});
