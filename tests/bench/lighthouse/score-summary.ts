import type { Category, FormFactor } from "./audit-page.ts";

export interface ScoreRow {
  readonly page: string;
  readonly formFactor: FormFactor;
  readonly category: Category;
  readonly runs: readonly number[];
}

/** The lowest median a row may have. */
export type Budget = (formFactor: FormFactor, category: Category) => number;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One line per page, form factor and category: the median, the lowest and highest run, and the budget. */
export function printScoreTable(rows: readonly ScoreRow[], budget: Budget): void {
  console.info(
    `${"page".padEnd(12)} ${"device".padEnd(8)} ${"category".padEnd(15)} median  min  max  budget  runs`,
  );
  for (const row of rows) {
    console.info(
      [
        row.page.padEnd(12),
        row.formFactor.padEnd(8),
        row.category.padEnd(15),
        String(median(row.runs)).padStart(6),
        String(Math.min(...row.runs)).padStart(4),
        String(Math.max(...row.runs)).padStart(4),
        `≥ ${budget(row.formFactor, row.category)}`.padEnd(6),
        row.runs.join(" "),
      ].join(" "),
    );
  }
}

/** The rows whose median is under their budget, as sentences. */
export function budgetFailures(rows: readonly ScoreRow[], budget: Budget): string[] {
  return rows
    .filter((row) => median(row.runs) < budget(row.formFactor, row.category))
    .map(
      (row) =>
        `${row.page} ${row.formFactor} ${row.category}: median ${median(row.runs)} is under ${budget(row.formFactor, row.category)}`,
    );
}
