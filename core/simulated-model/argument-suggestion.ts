import { isMeaningful, meaningfulWords } from "./message-words.ts";

const PLACE_WORDS = new Set([
  "location",
  "city",
  "place",
  "town",
  "country",
  "region",
  "address",
  "destination",
  "area",
]);
const QUERY_WORDS = new Set(["query", "search", "q", "keyword", "topic", "term", "question", "prompt"]);
const MAX_QUERY_WORDS = 8;

/**
 * What to fill a string argument with, from the user's message: the place it names for a location-like property
 * ("Paris" for `city`), its meaningful words for a query-like one; null when the property asks for neither.
 */
export function argumentSuggestion(
  userMessage: string,
): (propertyName: string, description: string) => string | null {
  return (propertyName, description) => {
    // The whole name counts too: "q" is too short to be a meaningful word, yet it is the usual name of a query.
    const asks = (words: ReadonlySet<string>, text: string) =>
      words.has(text.toLowerCase()) || meaningfulWords(text).some((word) => words.has(word));
    const kindOf = (text: string) =>
      asks(PLACE_WORDS, text) ? "place" : asks(QUERY_WORDS, text) ? "query" : null;
    const kind = kindOf(propertyName) ?? kindOf(description);
    if (kind === "place") return placeIn(userMessage);
    if (kind === "query") return queryIn(userMessage);
    return null;
  };
}

// A run of capitalised words that does not open a sentence is most likely a name: "New York", "Paris".
function placeIn(message: string): string | null {
  const names = [...message.matchAll(/\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*/gu)].filter(
    (match) => !opensSentence(message, match.index) && match[0] !== "I",
  );
  const last = names.at(-1)?.[0];
  if (last !== undefined) return last;
  const afterPreposition =
    /\b(?:in|at|near|for|to|from)\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s*[?.!]*\s*$/iu.exec(message);
  return afterPreposition?.[1] ?? null;
}

function queryIn(message: string): string | null {
  const words = message
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(isMeaningful)
    .slice(0, MAX_QUERY_WORDS);
  return words.length > 0 ? words.join(" ") : null;
}

// Looks back only a few characters, so a long message with many capitals is still read in linear time.
function opensSentence(message: string, index: number): boolean {
  return /(^|[.!?])\s*$/.test(message.slice(Math.max(0, index - 40), index));
}
