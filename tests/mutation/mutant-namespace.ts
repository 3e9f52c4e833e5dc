/** The part of Stryker's global namespace that says which mutant is on and how often its code ran. */
export interface MutantNamespace {
  activeMutant?: string;
  hitCount?: number;
}

export type MutantActivation = "static" | "runtime";

/**
 * Leaves the namespace as a fresh thread would find it before a test file's imports run: no hits counted (the file's
 * beforeAll starts counting) and, unless the mutant is switched on before modules load, no mutant active.
 */
export function forgetPreviousMutant(namespace: MutantNamespace, activation: MutantActivation): void {
  namespace.hitCount = undefined;
  if (activation === "runtime") namespace.activeMutant = undefined;
}
