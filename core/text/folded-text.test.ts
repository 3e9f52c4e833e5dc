import { describe, expect, it } from "vitest";
import { foldedText } from "./folded-text.ts";

describe("folded text", () => {
  it("is lowercase without accents", () => {
    expect(foldedText("Émission ÇA Über")).toBe("emission ca uber");
  });

  it("keeps every position, so a match found in it can be marked in the original", () => {
    const original = "Coût énergétique 😀 İstanbul";
    const folded = foldedText(original);
    expect(folded).toHaveLength(original.length);
    const at = folded.indexOf("energetique");
    expect(original.slice(at, at + "energetique".length)).toBe("énergétique");
  });
});

describe("a unit that does not fold to exactly one", () => {
  it("is kept as it is: a Hangul syllable, a lone accent", () => {
    expect(foldedText("한\u0301A")).toBe("한\u0301a");
  });
});
