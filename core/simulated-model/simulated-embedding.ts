import { fnv1aHash } from "../text/fnv1a-hash.ts";
import { plainWords } from "./plain-words.ts";

// Each feature lands on a few dimensions, so vectors are not mostly zeros and one collision matters little.
const SPREAD = 4;
// Words weigh most; their three-letter pieces make related forms ("embedding", "embeddings") close too.
const WORD_WEIGHT = 1;
const TRIGRAM_WEIGHT = 0.35;

/**
 * A deterministic unit-length embedding of the text: its words and their three-letter pieces hashed into the
 * dimensions, so texts that share words are clearly closer (by cosine) than unrelated ones. Not a model's meaning.
 */
export function simulatedEmbedding(text: string, dimensions: number): number[] {
  if (!Number.isInteger(dimensions) || dimensions < 1)
    throw new RangeError(`dimensions must be a whole number, 1 or more, not ${dimensions}`);
  const vector = new Float64Array(dimensions);
  const add = (feature: string, weight: number) => {
    let hash = fnv1aHash(feature);
    for (let copy = 0; copy < SPREAD; copy++) {
      hash = mixed(hash + copy);
      vector[hash % dimensions] =
        (vector[hash % dimensions] as number) + (mixed(hash) & 1 ? weight : -weight);
    }
  };
  const words = plainWords(text);
  // The empty text still needs a direction of its own.
  if (words.length === 0) add("", WORD_WEIGHT);
  for (const word of words) {
    add(`word ${word}`, WORD_WEIGHT);
    const padded = ` ${word} `;
    for (let start = 0; start + 3 <= padded.length; start++)
      add(`piece ${padded.slice(start, start + 3)}`, TRIGRAM_WEIGHT);
  }
  let squares = 0;
  for (const value of vector) squares += value * value;
  if (squares === 0) return Array.from(vector, (_, index) => (index === 0 ? 1 : 0));
  const norm = Math.sqrt(squares);
  return Array.from(vector, (value) => value / norm);
}

/** Murmur3's finaliser: spreads a hash's bits so each copy of a feature lands somewhere unrelated. */
function mixed(hash: number): number {
  let value = hash >>> 0;
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}
