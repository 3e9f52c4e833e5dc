import { describe, expect, it } from "vitest";
import { percentileCont } from "./percentile.ts";

describe("a continuous percentile", () => {
  it("interpolates between the nearest ranks, as PostgreSQL's percentile_cont does", () => {
    expect(percentileCont([400, 100, 300, 200], 0.5)).toBe(250);
    expect(percentileCont([100, 200, 300, 400, 500], 0.5)).toBe(300);
    // 0.95 × 3 = 2.85 ranks up: 300 + 0.85 × 100.
    expect(percentileCont([100, 200, 300, 400], 0.95)).toBeCloseTo(385, 9);
  });

  it("is the value itself for one value, and null for none", () => {
    expect(percentileCont([210], 0.95)).toBe(210);
    expect(percentileCont([], 0.5)).toBeNull();
  });
});
