import { describe, expect, it } from "vitest";
import {
  bestPassages,
  cosineSimilarity,
  POLICY_SEARCH_MAX_PASSAGES,
  POLICY_SEARCH_MAX_QUERY_CHARACTERS,
  POLICY_SEARCH_QUERY_MISSING,
  POLICY_SEARCH_QUERY_TOO_LONG,
  type PolicyPassage,
  searchByWords,
  searchWords,
  wordScore,
} from "./compliance-file-search.ts";

const passage = (chunk: number, score: number, fileId = "f1"): PolicyPassage => ({
  fileId,
  fileName: `${fileId}.pdf`,
  chunk,
  text: `passage ${chunk}`,
  score,
});

describe("the words of a policy search", () => {
  it("are lower-cased, without accents or punctuation", () => {
    expect(searchWords("Données, PERSONNELLES: l'Été 2024!")).toEqual([
      "donnees",
      "personnelles",
      "l",
      "ete",
      "2024",
    ]);
  });

  it("are none for a text of punctuation only or an empty one", () => {
    expect(searchWords("… — !?")).toEqual([]);
    expect(searchWords("")).toEqual([]);
  });
});

describe("a passage's score by words", () => {
  it("is the share of the query's distinct words it holds", () => {
    expect(wordScore(["data", "retention", "data"], "Retention of DATA is limited.")).toBe(1);
    expect(wordScore(["data", "retention"], "Data is encrypted.")).toBe(0.5);
    expect(wordScore(["data", "retention", "policy", "gdpr"], "the policy")).toBe(0.25);
  });

  it("is 0 when it holds none of them, or the query has no words", () => {
    expect(wordScore(["gdpr"], "Data is encrypted.")).toBe(0);
    expect(wordScore([], "Data is encrypted.")).toBe(0);
  });

  it("counts whole words only", () => {
    expect(wordScore(["data"], "database metadata")).toBe(0);
  });
});

describe("the cosine similarity of two vectors", () => {
  it("is 1 for the same direction, -1 for the opposite, 0 at a right angle", () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([1, 2], [-1, -2])).toBeCloseTo(-1, 12);
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0);
  });

  it("is the dot product over the lengths' product", () => {
    expect(cosineSimilarity([3, 4], [4, 3])).toBeCloseTo(24 / 25, 12);
    expect(cosineSimilarity([1, 1, 0], [1, 0, 0])).toBeCloseTo(1 / Math.SQRT2, 12);
  });

  it("is 0 when either vector is all zeros", () => {
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([1, 1], [0, 0])).toBe(0);
    expect(cosineSimilarity([], [])).toBe(0);
  });

  it("reads only the length both vectors have", () => {
    expect(cosineSimilarity([1, 0, 9], [1, 0])).toBe(1);
    expect(cosineSimilarity([1, 0], [1, 0, 9])).toBe(1);
  });
});

describe("the best passages", () => {
  it("come best first, ties in the order they were given", () => {
    const found = bestPassages([passage(1, 0.2), passage(2, 0.9), passage(3, 0.2), passage(4, 0.5)], "words");
    expect(found.map(({ chunk }) => chunk)).toEqual([2, 4, 1, 3]);
  });

  it("leave out passages scoring nothing by words, not by meaning", () => {
    expect(bestPassages([passage(1, 0), passage(2, 0.5)], "words").map(({ chunk }) => chunk)).toEqual([2]);
    expect(bestPassages([passage(1, 0), passage(2, -0.3)], "meaning").map(({ chunk }) => chunk)).toEqual([
      1, 2,
    ]);
  });

  it("keep scores to 4 decimals", () => {
    expect(bestPassages([passage(1, 0.123456)], "meaning")[0]?.score).toBe(0.1235);
    expect(bestPassages([passage(1, 2 / 3)], "words")[0]?.score).toBe(0.6667);
  });

  it("are at most ten", () => {
    const many = Array.from({ length: 12 }, (_, index) => passage(index + 1, (index + 1) / 100));
    const found = bestPassages(many, "words");
    expect(POLICY_SEARCH_MAX_PASSAGES).toBe(10);
    expect(found).toHaveLength(10);
    expect(found[0]?.chunk).toBe(12);
    expect(found[9]?.chunk).toBe(3);
  });
});

describe("searching a department's passages by words", () => {
  const chunks = [
    { fileId: "f1", fileName: "gdpr.pdf", chunk: 1, text: "Personal data is kept for 30 days." },
    { fileId: "f1", fileName: "gdpr.pdf", chunk: 2, text: "Access is logged." },
    {
      fileId: "f2",
      fileName: "soc2.md",
      chunk: 1,
      text: "Data retention: personal records go after 30 days.",
    },
  ];

  it("answers the passages holding the query's words, best first, with their scores", () => {
    expect(searchByWords("personal data retention", chunks)).toEqual({
      by: "words",
      passages: [
        { ...chunks[2], score: 1 },
        { ...chunks[0], score: 0.6667 },
      ],
    });
  });

  it("answers no passage when none holds a word of the query", () => {
    expect(searchByWords("encryption", chunks)).toEqual({ by: "words", passages: [] });
  });
});

describe("a policy search's query", () => {
  it("is refused with its limit named", () => {
    expect(POLICY_SEARCH_MAX_QUERY_CHARACTERS).toBe(500);
    expect(POLICY_SEARCH_QUERY_TOO_LONG).toBe("q must be at most 500 characters");
    expect(POLICY_SEARCH_QUERY_MISSING).toBe("q must be the words to search for");
  });
});
