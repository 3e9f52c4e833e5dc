import { defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";
import { NearestTestsFirstSequencer } from "./nearest-tests-first.sequencer.ts";
import { warmThreadsPool } from "./warm-threads.pool.ts";

// Mutation testing judges core by core's own tests: a rule is only as safe as the tests written for it, not the
// screens that happen to pass through it.
export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), warmThreadsPool()],
  test: {
    ...base.test,
    include: ["core/**/*.test.ts"],
    // The dry run's: counting which test reaches which mutant slows loops of arithmetic several times over. Mutant
    // runs use mutant-test-timeout.setup.ts's.
    testTimeout: 120_000,
    setupFiles: [
      ...[base.test?.setupFiles ?? []].flat(),
      "tests/mutation/mutant-test-timeout.setup.ts",
      "tests/mutation/warm-thread-reset.setup.ts",
    ],
    sequence: { sequencer: NearestTestsFirstSequencer },
  },
});
