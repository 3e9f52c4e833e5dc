// `npm run performance-page`: renders docs/performance.md from the records the benches wrote
// (test-results/performance/*.json, performance-page.ts). A bench without a record reads "not measured yet".
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BENCHES } from "./performance-page/benches.ts";
import { renderPerformancePage } from "./performance-page/render-performance-page.ts";
import { PERFORMANCE_RECORDS, type PerformanceRecord } from "./performance-page.ts";

const PAGE = fileURLToPath(new URL("../../docs/performance.md", import.meta.url));

const files = existsSync(PERFORMANCE_RECORDS)
  ? (await readdir(PERFORMANCE_RECORDS)).filter((file) => file.endsWith(".json"))
  : [];
const records = await Promise.all(
  files.map(
    async (file) => JSON.parse(await readFile(join(PERFORMANCE_RECORDS, file), "utf8")) as PerformanceRecord,
  ),
);
await writeFile(PAGE, renderPerformancePage(records));
const measured = BENCHES.filter((bench) => records.some((record) => record.bench === bench.name));
console.info(
  `docs/performance.md written: ${measured.length} of ${BENCHES.length} benches measured` +
    (measured.length > 0 ? ` (${measured.map((bench) => bench.name).join(", ")})` : ""),
);
