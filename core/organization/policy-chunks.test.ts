import { describe, expect, it } from "vitest";
import { POLICY_CHUNK_MAX_CHARACTERS, policyChunks } from "./policy-chunks.ts";

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

  it("are at most 1,000 characters unless told otherwise", () => {
    expect(POLICY_CHUNK_MAX_CHARACTERS).toBe(1000);
    const exactly = "a".repeat(1000);
    expect(policyChunks(exactly)).toEqual([exactly]);
    expect(policyChunks(`${exactly}b`)).toEqual([exactly, "b"]);
  });

  it("fill a chunk up to exactly the limit, separators counted", () => {
    expect(policyChunks("abc\n\nde", 7)).toEqual(["abc\n\nde"]);
    expect(policyChunks("abc\n\ndef", 7)).toEqual(["abc", "def"]);
  });

  it("join the sentences of a cut paragraph with a space, and its words too", () => {
    expect(policyChunks("One. Two! Three? Four.", 10)).toEqual(["One. Two!", "Three?", "Four."]);
    expect(policyChunks("aa bb cc dd ee", 5)).toEqual(["aa bb", "cc dd", "ee"]);
    expect(policyChunks("aa bb cc", 6)).toEqual(["aa bb", "cc"]);
  });

  it("start the next paragraph in the chunk a cut paragraph ended", () => {
    expect(policyChunks("aaaa bbbb cccc\n\ndd", 10)).toEqual(["aaaa bbbb", "cccc\n\ndd"]);
  });

  it("never split a paragraph that fits within the limit, even at its sentences", () => {
    expect(policyChunks("aaaa\n\nBb. Cc dd.", 10)).toEqual(["aaaa", "Bb. Cc dd."]);
    expect(policyChunks("aaaa\n\nBb. Cc d.", 12)).toEqual(["aaaa", "Bb. Cc d."]);
  });

  it("cut a long paragraph at its sentences before its words", () => {
    expect(policyChunks("Aa bb. Cc dd ee.", 12)).toEqual(["Aa bb.", "Cc dd ee."]);
  });

  it("pack a long sentence's words up to exactly the limit, apart from the sentence before", () => {
    expect(policyChunks("x. aa bb cc", 5)).toEqual(["x.", "aa bb", "cc"]);
  });

  it("cut a word exactly the limit's length, or twice it, into whole parts", () => {
    expect(policyChunks("abcdefgh ij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(policyChunks("x abcd", 4)).toEqual(["x", "abcd"]);
  });

  it("leave out the empty paragraphs of several blank lines", () => {
    expect(policyChunks("a\n\n\n\nb", 100)).toEqual(["a\n\nb"]);
    expect(policyChunks("a\n\n \n\n\n\nb", 100)).toEqual(["a\n\nb"]);
  });

  it("read a lone carriage return as a line break", () => {
    expect(policyChunks("a\r\rb", 100)).toEqual(["a\n\nb"]);
  });

  it("cut only at blank lines, even ones holding spaces, not at single line breaks", () => {
    expect(policyChunks("a\n \t\nb", 4)).toEqual(["a\n\nb"]);
    expect(policyChunks("a\rb", 100)).toEqual(["a b"]);
    expect(policyChunks("a\nb", 3)).toEqual(["a b"]);
  });
});
