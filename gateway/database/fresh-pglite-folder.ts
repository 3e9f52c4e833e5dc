import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const INITIALIZER = fileURLToPath(new URL("./initialize-pglite-folder.ts", import.meta.url));

/**
 * Creates the database in an empty PGlite folder in a process of its own, which ends once it is done. PGlite runs
 * initdb in a second WebAssembly instance with memory of its own; in the gateway's process that garbage, and the
 * allocator's pages it leaves behind, would stay resident long after the start (docs/performance.md, "Gateway
 * memory at rest"). A folder that holds a database already is left as it is.
 */
export async function initializeIfFresh(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  await promisify(execFile)(process.execPath, [INITIALIZER, dataDir]);
}
