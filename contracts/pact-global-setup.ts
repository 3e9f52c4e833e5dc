import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { PACT_DIR } from "./pact-files.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run's consumer tests write the pact (see gateway-pact.ts). */
    pactOutputDir: string;
  }
}

/**
 * Pact merges new interactions into an existing file, so writing straight into contracts/pacts would keep
 * interactions the tests no longer declare, and a run of a single test file would leave only its own. So each run
 * writes into a fresh folder, and the committed pact is replaced only after a run of every contract test file in
 * which all passed; any other run says so and leaves the committed pact as it was.
 */
export default function writePactsAfterAFullRun(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), "meridian-pacts-"));
  project.provide("pactOutputDir", runDir);

  return async () => {
    const { testFiles } = await project.globTestFiles();
    const everyFile = await allContractTestFiles(project);
    const ran = project.vitest.state.getFiles();
    const complete = everyFile.every((file) => testFiles.includes(file)) && ran.length === everyFile.length;
    const passed = ran.every((file) => file.result?.state === "pass");
    if (complete && passed) {
      mkdirSync(PACT_DIR, { recursive: true });
      for (const stale of readdirSync(PACT_DIR).filter((name) => name.endsWith(".json")))
        rmSync(join(PACT_DIR, stale));
      for (const pact of readdirSync(runDir)) copyFileSync(join(runDir, pact), join(PACT_DIR, pact));
      console.info(`Pact written to ${PACT_DIR}`);
    } else {
      console.warn(
        `${complete ? "Some contract tests failed" : "Only part of the contract tests ran"}: ${PACT_DIR} left as it was` +
          ` (this run's pact is in ${runDir}).`,
      );
      return;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
}

async function allContractTestFiles(project: TestProject): Promise<string[]> {
  const { testFiles } = await project.globTestFiles([]);
  return testFiles.map((file) => resolve(file));
}
