import { describe, expect, it } from "vitest";
import { seededRandom } from "../text/seeded-random.ts";
import { numberFits, plausibleNumber } from "./plausible-number.ts";

describe("a plausible number", () => {
  it("is a multiple a validator accepts, though 0.3 is not a multiple of 0.1 in floating point", () => {
    expect(numberFits(0.3, { multipleOf: 0.1 }, false)).toBe(false);
    for (let seed = 0; seed < 50; seed++) {
      const value = plausibleNumber(
        { minimum: 0.05, maximum: 1.05, multipleOf: 0.1 },
        false,
        seededRandom(seed),
      );
      expect(value !== null && Number.isInteger(value / 0.1)).toBe(true);
    }
  });

  it("fits a range narrower than any rounding and far from zero", () => {
    const rules = { exclusiveMinimum: 0, exclusiveMaximum: 1e-9 };
    expect(numberFits(plausibleNumber(rules, false, seededRandom(1)) ?? Number.NaN, rules, false)).toBe(true);
    expect(plausibleNumber({ minimum: 1e6, multipleOf: 7 }, true, seededRandom(1))).toBeGreaterThanOrEqual(
      1e6,
    );
    expect(plausibleNumber({ maximum: -5, multipleOf: 1000 }, true, seededRandom(1))).toBeLessThanOrEqual(
      -1000,
    );
  });

  it("is nothing when the bounds leave no whole number", () => {
    expect(plausibleNumber({ exclusiveMinimum: 1, exclusiveMaximum: 2 }, true, seededRandom(1))).toBeNull();
  });
});
