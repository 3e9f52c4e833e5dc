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

  it("starts afresh from its template in the same thread, and the database it closed refuses statements", async () => {
    const copy = await PgliteThread.start(null, await thread.dumpDataDir("none"));
    const notes = sql`select count(*)::int as notes from notes`;
    const { rows: before } = await drizzle(copy as never).execute(notes);
    await drizzle(copy as never).execute(sql`insert into notes values (9, now())`);
    const fresh = await copy.freshFromTemplate();
    const { rows: after } = await drizzle(fresh as never).execute(notes);
    const closed = drizzle(copy as never).execute(notes);
    await expect(closed).rejects.toMatchObject({ cause: { message: "the database was closed" } });
    await fresh.close();
    expect(after).toEqual(before);
  });

  it("does not start afresh under a transaction still under way, and closes the database all the same", async () => {
    const copy = await PgliteThread.start(null, await thread.dumpDataDir("none"));
    let finish = () => {};
    const held = new Promise<void>((done) => {
      finish = done;
    });
    let begun = () => {};
    const open = new Promise<void>((done) => {
      begun = done;
    });
    const transaction = drizzle(copy as never).transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      begun();
      await held;
    });
    await open;
    await expect(copy.freshFromTemplate()).rejects.toThrow("a statement is still under way");
    finish();
    // Its commit comes after the database closed: refused, as on a closed database.
    await expect(transaction).rejects.toThrow("the database was closed");
    const closed = drizzle(copy as never).execute(sql`select 1`);
    await expect(closed).rejects.toMatchObject({ cause: { message: "the database was closed" } });
    await copy.close().catch(() => undefined);
  });

  it("refuses to start afresh without a template, and stays open", async () => {
    await expect(thread.freshFromTemplate()).rejects.toThrow("only a thread started from a template");
    const { rows } = await db().execute(sql`select count(*)::int as notes from notes`);
    expect(rows).toEqual([{ notes: 2 }]);
  });
});
