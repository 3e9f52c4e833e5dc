import { describe, expect, it } from "vitest";
import { simulatedEmbedding } from "./simulated-embedding.ts";

function cosine(left: readonly number[], right: readonly number[]): number {
  return left.reduce((sum, value, index) => sum + value * (right[index] as number), 0);
}

function norm(vector: readonly number[]): number {
  return Math.sqrt(cosine(vector, vector));
}

describe("a simulated embedding", () => {
  it("has the dimensions asked for, unit length and finite numbers, even for an empty text", () => {
    for (const [text, dimensions] of [
      ["The cat sat on the mat", 1536],
      ["", 3072],
      ["é", 1],
      ["x", 8],
    ] as const) {
      const vector = simulatedEmbedding(text, dimensions);
      expect(vector).toHaveLength(dimensions);
      expect(vector.every(Number.isFinite)).toBe(true);
      expect(norm(vector)).toBeCloseTo(1, 10);
    }
  });

  it("is the same for the same text", () => {
    expect(simulatedEmbedding("Heat pumps move heat", 256)).toEqual(
      simulatedEmbedding("Heat pumps move heat", 256),
    );
  });

  it("puts texts that share words clearly closer than unrelated ones", () => {
    const embed = (text: string) => simulatedEmbedding(text, 1536);
    const question = embed("How do heat pumps heat a house in winter?");
    const related = embed("A heat pump can heat your house even in cold winter weather");
    const unrelated = embed("Quarterly revenue grew thanks to strong sales in Asia");
    expect(cosine(question, related)).toBeGreaterThan(0.4);
    expect(cosine(question, related) - cosine(question, unrelated)).toBeGreaterThan(0.3);
    expect(cosine(embed("embeddings"), embed("embedding"))).toBeGreaterThan(
      cosine(embed("embeddings"), embed("revenue")),
    );
  });

  it("refuses dimensions that are not a whole number, 1 or more", () => {
    expect(() => simulatedEmbedding("hi", 0)).toThrow(RangeError);
    expect(() => simulatedEmbedding("hi", 2.5)).toThrow(RangeError);
  });
});
