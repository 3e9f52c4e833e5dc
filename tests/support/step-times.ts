// What `npm test` records of its own time: each step's seconds, written to test-results/step-times.json so a later
// page can show the trend, and a warning when the whole run passes its budget.
// Imported by tests/run-all.ts, which runs on plain Node type stripping: erasable syntax only, no project imports.
import { writeFileSync } from "node:fs";

export interface StepTime {
  readonly name: string;
  readonly seconds: number;
  readonly ok: boolean;
}

export interface StepTimesReport {
  readonly startedAt: string;
  /** Wall-clock seconds of the whole run so far; steps run side by side overlap, so this is not their sum. */
  readonly totalSeconds: number;
  readonly complete: boolean;
  readonly steps: readonly StepTime[];
}

/** The run is expected to stay within this; past it, `npm test` names its slowest steps. */
export const RUN_BUDGET_SECONDS = 30 * 60;
const SLOWEST_NAMED = 3;

export function writeStepTimes(path: string, report: StepTimesReport): void {
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}

/** A warning naming the slowest steps when the run took longer than the budget; null within it. */
export function overBudgetWarning(
  report: StepTimesReport,
  budgetSeconds = RUN_BUDGET_SECONDS,
): string | null {
  if (report.totalSeconds <= budgetSeconds) return null;
  const slowest = [...report.steps]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST_NAMED)
    .map((step) => `${step.name} (${Math.round(step.seconds)} s)`);
  return (
    `npm test took ${minutes(report.totalSeconds)} min, over its budget of ${minutes(budgetSeconds)} min. ` +
    `Slowest steps: ${slowest.join("; ")}.`
  );
}

function minutes(seconds: number): string {
  return (seconds / 60).toFixed(1);
}
