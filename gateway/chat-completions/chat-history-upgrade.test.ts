import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase } from "../database/open-database.ts";
import { chatHistory } from "./chat-history.schema.ts";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A migrations folder holding the first `count` migrations: the schema of a data folder made before the next. */
async function firstMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "migrations-"));
  folders.push(folder);
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: unknown[] };
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

describe("the usage logs' endpoints and tool calls (migration 0002)", () => {
  it("upgrades a data folder of the previous schema: its requests were chat completions, without tools or calls", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "pglite-upgrade-"));
    folders.push(dataDir);
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const before = new PGlite({ dataDir });
    await migrate(drizzle(before), { migrationsFolder: await firstMigrations(2) });
    await before.exec(`
      insert into users (id, email) values ('u-1', 'ada@example.test');
      insert into chat_history (id, user_id, vendor, model, status_code, request_content)
        values ('req-old', 'u-1', 'OpenAI', 'gpt-4o-mini', 200, '[{"role":"user","content":"Hi"}]');
      checkpoint;`);
    await before.close();

    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const [row] = await upgraded.db.select().from(chatHistory).where(eq(chatHistory.id, "req-old"));
      expect(row).toMatchObject({
        endpoint: "chat",
        tools: null,
        responseFormat: null,
        toolCalls: null,
        requestContent: '[{"role":"user","content":"Hi"}]',
      });
      const indexes = (await upgraded.db.execute(
        sql`select indexname from pg_indexes where tablename = 'chat_history'`,
      )) as unknown as { rows: { indexname: string }[] };
      expect(indexes.rows.map((index) => index.indexname)).toContain(
        "chat_history_user_endpoint_created_idx",
      );
    } finally {
      await upgraded.close();
    }
  });
});
