import { describe, expect, it } from "vitest";
import { testNearness } from "./nearest-tests-first.sequencer.ts";

const MUTATED = "/sandbox/core/money/format-usd.ts";

describe("which tests a mutant's run tries first", () => {
  it("the mutated file's own tests come before its folder's, and its folder's before any other", () => {
    const order = [
      "/sandbox/core/budgets/budget-forecast.test.ts",
      "/sandbox/core/money/cost.test.ts",
      "/sandbox/core/money/format-usd.test.ts",
    ].sort((a, b) => testNearness(a, MUTATED) - testNearness(b, MUTATED));
    expect(order).toEqual([
      "/sandbox/core/money/format-usd.test.ts",
      "/sandbox/core/money/cost.test.ts",
      "/sandbox/core/budgets/budget-forecast.test.ts",
    ]);
  });

  it("a test in a sub-folder, or one whose name merely starts alike, is not the file's own", () => {
    expect(testNearness("/sandbox/core/money/usd/format-usd.test.ts", MUTATED)).toBe(2);
    expect(testNearness("/sandbox/core/money/format-usd-cents.test.ts", MUTATED)).toBe(1);
  });
});
