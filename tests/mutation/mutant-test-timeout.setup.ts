import { inject, vi } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Stryker's vitest runner provides it: "dry-run" while it counts which test reaches which mutant, then "mutant". */
    mode: "dry-run" | "mutant";
  }
}

/**
 * A test that waits on a promise a mutant never settles fails at this timeout, so the mutant counts as killed in
 * seconds. Without it Stryker's own timeout ends the run: 1.5 times the tests' time plus the whole dry run's start-up
 * (read once, for all of core), then a fresh test worker. Each of core's tests finishes in a small fraction of this
 * when no mutant stalls it; the dry run keeps the longer timeout, since counting coverage slows loops.
 */
export const MUTANT_TEST_TIMEOUT_MS = 10_000;

if (inject("mode") === "mutant")
  vi.setConfig({ testTimeout: MUTANT_TEST_TIMEOUT_MS, hookTimeout: MUTANT_TEST_TIMEOUT_MS });
