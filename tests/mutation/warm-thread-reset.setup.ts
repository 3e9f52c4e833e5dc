import { inject } from "vitest";
import { forgetPreviousMutant, type MutantActivation, type MutantNamespace } from "./mutant-namespace.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Provided by Stryker's vitest runner: the global its instrumented code keeps the active mutant in. */
    globalNamespace: string;
    /** Provided by Stryker's vitest runner in mutant runs: when the mutant is switched on. */
    mutantActivation: MutantActivation;
  }
}

// A warm thread (warm-threads.pool.ts) keeps the instrumented code's global from the mutant it ran before. Stryker's
// own setup file runs before this one and has already switched on a mutant that must be on while modules load.
if (inject("mode") === "mutant") {
  const namespace = (globalThis as unknown as Record<string, MutantNamespace | undefined>)[
    inject("globalNamespace")
  ];
  if (namespace) forgetPreviousMutant(namespace, inject("mutantActivation"));
}
