import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createVitest, type Vitest } from "vitest/node";
import { warmThreadsPool } from "./warm-threads.pool.ts";

const FIXTURE = fileURLToPath(new URL("./warm-threads-fixture/", import.meta.url));

interface RecordedTest {
  test: string;
  threadId: number;
  evaluationCount: number;
}

describe("the warm-threads pool that mutation testing runs core's tests on", () => {
  let folder: string;
  let vitest: Vitest | undefined;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "warm-threads-"));
    process.env.WARM_THREADS_RECORD = join(folder, "records.jsonl");
  });

  afterEach(async () => {
    await vitest?.close();
    vitest = undefined;
    delete process.env.WARM_THREADS_RECORD;
    rmSync(folder, { recursive: true, force: true });
  });

  /** One run as Stryker's vitest runner makes it: the test name filter set for this run, the last run's files forgotten. */
  async function runOnly(testName: RegExp): Promise<void> {
    if (!vitest) throw new Error("no vitest to run");
    for (const project of vitest.projects) project.config.testNamePattern = testName;
    vitest.state.filesMap.clear();
    await vitest.start();
  }

  function records(): RecordedTest[] {
    return readFileSync(process.env.WARM_THREADS_RECORD ?? "", "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as RecordedTest);
  }

  it("runs the next run in the same thread, with the project's modules evaluated afresh and that run's test filter", async () => {
    vitest = await createVitest(
      "test",
      {
        root: FIXTURE,
        config: false,
        include: ["*.fixture.ts"],
        watch: false,
        pool: "threads",
        maxWorkers: 1,
        isolate: false,
        reporters: [{}],
      },
      { plugins: [warmThreadsPool()] },
    );

    await runOnly(/first$/);
    await runOnly(/second$/);

    const [first, second] = records();
    expect(records().map((record) => record.test)).toEqual(["first", "second"]);
    expect(second?.threadId).toBe(first?.threadId);
    expect([first?.evaluationCount, second?.evaluationCount]).toEqual([1, 2]);
    expect(vitest.state.getCountOfFailedTests()).toBe(0);
  });
});
