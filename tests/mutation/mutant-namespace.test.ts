import { describe, expect, it } from "vitest";
import { forgetPreviousMutant, type MutantNamespace } from "./mutant-namespace.ts";

describe("a warm thread forgets the mutant it ran before", () => {
  it("a mutant switched on in each file's beforeAll is off while the next file's imports run", () => {
    const namespace: MutantNamespace = { activeMutant: "41", hitCount: 12 };
    forgetPreviousMutant(namespace, "runtime");
    expect(namespace).toEqual({ activeMutant: undefined, hitCount: undefined });
  });

  it("a mutant switched on before modules load stays on, and no hit is counted before the file's beforeAll", () => {
    const namespace: MutantNamespace = { activeMutant: "7", hitCount: 12 };
    forgetPreviousMutant(namespace, "static");
    expect(namespace).toEqual({ activeMutant: "7", hitCount: undefined });
  });
});
