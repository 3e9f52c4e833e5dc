import { appendFileSync } from "node:fs";
import { threadId } from "node:worker_threads";
import { it } from "vitest";
import { evaluationCount } from "./evaluation-count.ts";

function record(test: string): void {
  const file = process.env.WARM_THREADS_RECORD;
  if (!file) throw new Error("WARM_THREADS_RECORD names the file this fixture records into");
  appendFileSync(file, `${JSON.stringify({ test, threadId, evaluationCount })}\n`);
}

it("first", () => record("first"));
it("second", () => record("second"));
