import { describe, expect, it } from "vitest";
import { pickFrom, pickWeighted, seededRandom } from "./seeded-random.ts";

const draws = (random: () => number, count: number) => Array.from({ length: count }, () => random());

describe("a seeded random generator", () => {
  it("gives the same numbers for the same seed, run after run", () => {
    expect(draws(seededRandom(42), 3)).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(draws(seededRandom(0), 2)).toEqual([0.26642920868471265, 0.0003297457005828619]);
  });

  it("reads the seed as a 32-bit unsigned number", () => {
    expect(seededRandom(2 ** 32 + 42)()).toBe(seededRandom(42)());
    expect(seededRandom(-1)()).toBe(0.8964226141106337);
  });

  it("draws numbers in [0, 1) that differ from draw to draw", () => {
    const numbers = draws(seededRandom(7), 1000);
    expect(numbers.every((number) => number >= 0 && number < 1)).toBe(true);
    expect(new Set(numbers).size).toBe(1000);
    const mean = numbers.reduce((sum, number) => sum + number, 0) / numbers.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});

describe("picking from a list", () => {
  it("maps the draw onto the list's places, from the first to the last", () => {
    const list = ["a", "b", "c"];
    expect(pickFrom(list, () => 0)).toBe("a");
    expect(pickFrom(list, () => 0.34)).toBe("b");
    expect(pickFrom(list, () => 0.999)).toBe("c");
  });
});

describe("picking by weight", () => {
  const choices = [
    { name: "rare", weight: 1 },
    { name: "common", weight: 3 },
  ];
  const pick = (draw: number) => pickWeighted(choices, () => draw).name;

  it("gives each choice the share of draws its weight says", () => {
    expect(pick(0)).toBe("rare");
    expect(pick(0.2499)).toBe("rare");
    expect(pick(0.25)).toBe("common");
    expect(pick(0.999)).toBe("common");
  });

  it("falls back to the first choice when no weight is positive", () => {
    expect(
      pickWeighted(
        [{ weight: 0 }, { weight: 0 }].map((c, i) => ({ ...c, i })),
        () => 0.5,
      ).i,
    ).toBe(0);
  });
});
