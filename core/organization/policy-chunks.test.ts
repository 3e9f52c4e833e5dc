import { describe, expect, it } from "vitest";
import { policyChunks } from "./policy-chunks.ts";

describe("a policy document's chunks", () => {
  it("are none for a text without words", () => {
    expect(policyChunks(" \n\n \t")).toEqual([]);
  });

  it("pack short paragraphs together, a blank line apart, their spaces collapsed", () => {
    expect(policyChunks("Title\r\n\r\nFirst   line\nsame paragraph.\n\n\nSecond.", 100)).toEqual([
      "Title\n\nFirst line same paragraph.\n\nSecond.",
    ]);
  });

  it("start a new chunk when the next paragraph would pass the limit", () => {
    expect(policyChunks("aaaa bbbb\n\ncccc dddd", 12)).toEqual(["aaaa bbbb", "cccc dddd"]);
  });

  it("cut a long paragraph between sentences, a long sentence between words, a long word at the limit", () => {
    expect(policyChunks("One two. Three four five six seven.", 12)).toEqual([
      "One two.",
      "Three four",
      "five six",
      "seven.",
    ]);
    expect(policyChunks("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
  });

  it("never make a chunk longer than the limit", () => {
    const text = Array.from({ length: 60 }, (_, index) => `Sentence ${index} says a little more.`).join(" ");
    const chunks = policyChunks(text, 100);
    expect(chunks.every((chunk) => chunk.length <= 100)).toBe(true);
    expect(chunks.join(" ")).toBe(text);
  });
});
