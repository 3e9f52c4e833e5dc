// Creates PGlite's database in an empty folder, then exits (fresh-pglite-folder.ts runs it as a child process).
// Plain erasable TypeScript: Node runs it without tsx.
import { PGlite } from "@electric-sql/pglite";
import { startParametersWith } from "./pglite-settings.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: initialize-pglite-folder.ts <data folder>");
const client = await PGlite.create({ dataDir, startParams: startParametersWith(PGlite.defaultStartParams) });
await client.close();
