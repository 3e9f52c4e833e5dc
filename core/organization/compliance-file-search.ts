/** Searching a department's policy passages (GET …/files/search), ranked the same way in both profiles. */

/** How the passages were found: by meaning (the vectors of indexed files) or by the words of the query. */
export type PolicySearchBy = "meaning" | "words";

/** A passage found: which file, its chunk's position in the file (from 1), its text and how well it matched. */
export interface PolicyPassage {
  readonly fileId: string;
  readonly fileName: string;
  readonly chunk: number;
  readonly text: string;
  /** Cosine similarity by meaning (−1 to 1), the share of the query's words found by words (0 to 1). */
  readonly score: number;
}

export interface PolicySearchResult {
  readonly by: PolicySearchBy;
  readonly passages: readonly PolicyPassage[];
}

/** At most this many passages are answered, best first. */
export const POLICY_SEARCH_MAX_PASSAGES = 10;

/** The longest query searched; a longer one is refused with this many characters named. */
export const POLICY_SEARCH_MAX_QUERY_CHARACTERS = 500;

export const POLICY_SEARCH_QUERY_MISSING = "q must be the words to search for";
export const POLICY_SEARCH_QUERY_TOO_LONG = `q must be at most ${POLICY_SEARCH_MAX_QUERY_CHARACTERS} characters`;

/** The words of a text, lower-cased and without accents or punctuation. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The share of the query's distinct words a passage holds (0 when none). */
export function wordScore(queryWords: readonly string[], passage: string): number {
  const wanted = new Set(queryWords);
  if (wanted.size === 0) return 0;
  const held = new Set(searchWords(passage));
  let found = 0;
  for (const word of wanted) if (held.has(word)) found += 1;
  return found / wanted.size;
}

/** The cosine of the angle between two vectors of the same length (0 when either is all zeros). */
export function cosineSimilarity(left: readonly number[], right: readonly number[]): number {
  let dot = 0;
  let leftSquares = 0;
  let rightSquares = 0;
  for (const [index, a] of left.slice(0, right.length).entries()) {
    const b = right[index] ?? 0;
    dot += a * b;
    leftSquares += a * a;
    rightSquares += b * b;
  }
  return leftSquares === 0 || rightSquares === 0 ? 0 : dot / Math.sqrt(leftSquares * rightSquares);
}

/** The best passages first (ties in file then chunk order), those scoring above 0 by words, at most the limit. */
export function bestPassages(passages: readonly PolicyPassage[], by: PolicySearchBy): PolicyPassage[] {
  return passages
    .filter((passage) => by !== "words" || passage.score > 0)
    .map((passage) => ({ ...passage, score: Math.round(passage.score * 10_000) / 10_000 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, POLICY_SEARCH_MAX_PASSAGES);
}

/** The passages of these chunks holding the query's words, best first. */
export function searchByWords(
  query: string,
  chunks: readonly Omit<PolicyPassage, "score">[],
): PolicySearchResult {
  const words = searchWords(query);
  const scored = chunks.map((chunk) => ({ ...chunk, score: wordScore(words, chunk.text) }));
  return { by: "words", passages: bestPassages(scored, "words") };
}
