// What a bench measured, kept for docs/performance.md: every bench calls recordPerformance at its end, and
// `npm run performance-page` (write-performance-page.ts) renders the page from these records. Measured figures live
// there and nowhere else, so no comment or paragraph goes stale.
import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";
import { type BenchName, benchNamed } from "./performance-page/benches.ts";
import { type Figure, machineLoad } from "./screens/budget-table.ts";

export const PERFORMANCE_RECORDS = fileURLToPath(new URL("../../test-results/performance/", import.meta.url));

export interface PerformanceFigure extends Figure {
  /** The budget is a floor to reach (a score), not a ceiling. */
  readonly atLeast?: boolean;
}

/** One run of a bench: test-results/performance/<bench>.json. */
export interface PerformanceRecord {
  readonly bench: BenchName;
  readonly command: string;
  /** ISO 8601, UTC. */
  readonly measuredAt: string;
  readonly machine: string;
  readonly figures: readonly PerformanceFigure[];
}

/** Writes (or replaces) the bench's record with the figures of this run. */
export async function recordPerformance(
  bench: BenchName,
  figures: readonly PerformanceFigure[],
): Promise<void> {
  const record: PerformanceRecord = {
    bench,
    command: benchNamed(bench).command,
    measuredAt: new Date().toISOString(),
    machine: machineSummary(),
    figures: figures.map((figure) => ({ ...figure, value: Math.round(figure.value * 100) / 100 })),
  };
  await mkdir(PERFORMANCE_RECORDS, { recursive: true });
  await writeFile(`${PERFORMANCE_RECORDS}${bench}.json`, `${JSON.stringify(record, null, 2)}\n`);
  console.info(
    `figures recorded in test-results/performance/${bench}.json: npm run performance-page shows them`,
  );
}

/** The machine in a line: processors, memory, Node and how busy it was. */
export function machineSummary(): string {
  const processor = cpus()[0]?.model.trim() || "unknown processor";
  const memoryGb = (totalmem() / 2 ** 30).toFixed(0);
  return `${availableParallelism()} × ${processor}, ${memoryGb} GB, Node ${process.version}, ${machineLoad()}`;
}
