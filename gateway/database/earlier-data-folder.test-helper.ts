import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "./open-database.ts";

/**
 * PGlite data folders as earlier versions of the gateway left them, for tests that upgrade one. Each is made by
 * the first `migrations` migrations only, then given the rows of `seedSql`; `removeAll` deletes every folder made.
 */
export class EarlierDataFolders {
  private readonly made: string[] = [];

  async make(migrations: number, seedSql: string): Promise<string> {
    const dataDir = await this.folder("pglite-upgrade-");
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const before = new PGlite({ dataDir });
    await migrate(drizzle(before), { migrationsFolder: await this.firstMigrations(migrations) });
    await before.exec(`${seedSql}\ncheckpoint;`);
    await before.close();
    return dataDir;
  }

  removeAll(): Promise<unknown> {
    return Promise.all(this.made.map((folder) => rm(folder, { recursive: true, force: true })));
  }

  /** A migrations folder holding the first `count` migrations. */
  private async firstMigrations(count: number): Promise<string> {
    const folder = await this.folder("migrations-");
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = join(folder, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: unknown[] };
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
    return folder;
  }

  private async folder(prefix: string): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), prefix));
    this.made.push(folder);
    return folder;
  }
}
