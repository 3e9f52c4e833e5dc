import { plainWords } from "./plain-words.ts";

// Words that say nothing about what is asked, so a tool is not chosen for sharing "the" or "get" with a question.
const STOP_WORDS = new Set(
  (
    "a an the is are was were be been am do does did what whats which who whom whose when where why how in on at " +
    "to for of from by with about into over under and or but if then than so not no yes can could would should " +
    "will may might must i me my we our you your he she it its they them their this that these those there here " +
    "please tell give show get set let know like want need some any all just also very much many more most " +
    "current now today use using"
  ).split(" "),
);

/** The words of a text that carry meaning, lowercased, without accents or a plural "s" ("forecasts" is "forecast"). */
export function meaningfulWords(text: string): string[] {
  return plainWords(text.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2"))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) =>
      word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
    );
}

/** Whether a word is one that carries meaning rather than grammar. */
export function isMeaningful(word: string): boolean {
  return word.length > 1 && !STOP_WORDS.has(word.toLowerCase());
}
