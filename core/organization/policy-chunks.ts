/** The longest chunk a policy document is cut into, in characters: about 250 tokens, one embedding each. */
export const POLICY_CHUNK_MAX_CHARACTERS = 1000;

/**
 * A document's text cut into chunks, the same in both profiles: paragraphs (split at blank lines, their spaces
 * collapsed) are packed together up to the limit; a longer paragraph is cut between sentences, a longer sentence
 * between words, and a longer word where the limit falls. Empty text gives no chunk.
 */
export function policyChunks(text: string, maxCharacters = POLICY_CHUNK_MAX_CHARACTERS): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const paragraph of paragraphsOf(text)) {
    for (const [index, piece] of piecesOf(paragraph, maxCharacters).entries()) {
      const separator = current === "" ? "" : index === 0 ? "\n\n" : " ";
      if (current.length + separator.length + piece.length <= maxCharacters) {
        current += separator + piece;
      } else {
        chunks.push(current);
        current = piece;
      }
    }
  }
  if (current !== "") chunks.push(current);
  return chunks;
}

function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph !== "");
}

/**
 * A paragraph in pieces no longer than the limit: itself, or its sentences with their words packed (a sentence within
 * the limit packs into itself). Its spaces are single: they were collapsed.
 */
function piecesOf(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  return paragraph.split(/(?<=[.!?]) /).flatMap((sentence) =>
    packed(
      sentence.split(" ").flatMap((word) => cut(word, max)),
      max,
    ),
  );
}

function packed(words: string[], max: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const word of words) {
    if (current === "") current = word;
    else if (current.length + 1 + word.length <= max) current += ` ${word}`;
    else {
      pieces.push(current);
      current = word;
    }
  }
  // Never empty: a cut sentence holds at least one word, and no word is empty.
  pieces.push(current);
  return pieces;
}

function cut(word: string, max: number): string[] {
  const parts: string[] = [];
  for (let rest = word; rest !== ""; rest = rest.slice(max)) parts.push(rest.slice(0, max));
  return parts;
}
