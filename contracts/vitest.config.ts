import { defineConfig } from "vitest/config";

/** The Pact consumer tests: one pact file written by every test file in turn, so never in parallel. */
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  test: {
    include: ["contracts/**/*.pact.test.ts"],
    environment: "node",
    fileParallelism: false,
    // The files share one worker's modules (the HTTP adapters, axios, Pact): loading them once per file took
    // most of the run.
    isolate: false,
    globalSetup: ["contracts/pact-global-setup.ts"],
    testTimeout: 30_000,
  },
});
