import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const RESULTS = fileURLToPath(new URL("../../../test-results/", import.meta.url));

/** One measured figure; with a budget it is judged (at most `budget`), without it is printed for information. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly budget?: number;
}

/** The machine's load: other work on it skews every figure. */
export function machineLoad(): string {
  return `load average ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} CPUs`;
}

/** Prints the figures as a table; returns the ones over budget, as sentences. */
export function printFigures(figures: readonly Figure[]): string[] {
  const width = Math.max(...figures.map((figure) => figure.name.length), 6);
  console.info(`\n${"figure".padEnd(width)}  ${"measured".padStart(12)}  ${"budget".padStart(10)}  verdict`);
  const misses: string[] = [];
  for (const figure of figures) {
    const measured = `${format(figure.value)}${figure.unit ? ` ${figure.unit}` : ""}`;
    const budget = figure.budget === undefined ? "" : `≤ ${format(figure.budget)}`;
    const over = figure.budget !== undefined && figure.value > figure.budget;
    const verdict = figure.budget === undefined ? "(info)" : over ? "OVER BUDGET" : "ok";
    console.info(
      `${figure.name.padEnd(width)}  ${measured.padStart(12)}  ${budget.padStart(10)}  ${verdict}`,
    );
    if (over) misses.push(`${figure.name.trim()}: ${measured} > ${budget.slice(2)}`);
  }
  return misses;
}

/** Writes the run's report to test-results/<name>.json. */
export async function saveReport(name: string, report: object): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await writeFile(`${RESULTS}${name}.json`, `${JSON.stringify(report, rounded, 2)}\n`);
}

/** Prints what missed its budget and the run's verdict; returns the process's exit code. */
export function announceVerdict(misses: readonly string[], startedAt: number): number {
  for (const miss of misses) console.error(`missed: ${miss}`);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
  console.info(
    `\n${misses.length === 0 ? "within budget" : "OVER BUDGET"}; ran ${seconds} s; ${machineLoad()}`,
  );
  return misses.length === 0 ? 0 : 1;
}

/** Percentile of a list (nearest rank); 0 for an empty list. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function format(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString("en-US") : value.toFixed(1);
}

function rounded(_key: string, value: unknown): unknown {
  return typeof value === "number" && !Number.isInteger(value) ? Math.round(value * 10) / 10 : value;
}
