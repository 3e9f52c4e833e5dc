import { readFileSync } from "node:fs";

/** Counts passed and failed scenarios in a cucumber message (ndjson) report. */
export function countScenarios(path: string): { passed: number; failed: number } {
  const worst = new Map<string, string>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const message = JSON.parse(line);
    if (message.testCaseStarted) worst.set(message.testCaseStarted.id, "PASSED");
    const step = message.testStepFinished;
    if (step && step.testStepResult.status !== "PASSED")
      worst.set(step.testCaseStartedId, step.testStepResult.status);
  }
  const statuses = [...worst.values()];
  const passed = statuses.filter((status) => status === "PASSED").length;
  return { passed, failed: statuses.length - passed };
}
