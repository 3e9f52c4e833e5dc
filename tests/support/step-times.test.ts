import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { overBudgetWarning, type StepTimesReport, writeStepTimes } from "./step-times.ts";

const steps = [
  { name: "typecheck", seconds: 12, ok: true },
  { name: "acceptance, browser world", seconds: 640, ok: true },
  { name: "unit and component tests", seconds: 130, ok: false },
  { name: "gateway under load", seconds: 135, ok: true },
];

function report(totalSeconds: number): StepTimesReport {
  return { startedAt: "2026-12-05T10:00:00.000Z", totalSeconds, complete: true, steps };
}

describe("npm test's step times", () => {
  it("says nothing when the run stays within its budget", () => {
    expect(overBudgetWarning(report(30 * 60))).toBeNull();
  });

  it("warns past the budget with the run's minutes and its three slowest steps, slowest first", () => {
    expect(overBudgetWarning(report(31 * 60))).toBe(
      "npm test took 31.0 min, over its budget of 30.0 min. Slowest steps: acceptance, browser world (640 s); " +
        "gateway under load (135 s); unit and component tests (130 s).",
    );
  });

  it("writes every step's name, seconds and outcome to a JSON file a later page can read", () => {
    const path = join(mkdtempSync(join(tmpdir(), "step-times-")), "step-times.json");
    writeStepTimes(path, report(917));
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual(report(917));
  });
});
