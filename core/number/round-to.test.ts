import { describe, expect, it } from "vitest";
import { roundTo } from "./round-to.ts";

describe("rounding to a number of decimals", () => {
  it("keeps that many decimals, halves going up", () => {
    expect(roundTo(1.23456, 2)).toBe(1.23);
    expect(roundTo(1.235, 1)).toBe(1.2);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(0.125, 2)).toBe(0.13);
  });

  it("rounds to tens with negative decimals", () => {
    expect(roundTo(1234, -1)).toBe(1230);
  });
});
