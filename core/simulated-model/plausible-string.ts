import { formattedString } from "./formatted-string.ts";
import { plausibleWord } from "./plausible-word.ts";
import type { StringRules } from "./schema-node.ts";

/**
 * A string that meets the rules: the format's shape, else the suggestion or one to three plain words, lengthened
 * or cut to the length bounds. Null when the format's strings do not fit the bounds.
 */
export function plausibleString(
  rules: StringRules,
  random: () => number,
  suggestion: string | null,
): string | null {
  if (rules.format !== undefined) {
    const text = formattedString(rules.format, random);
    const length = [...text].length;
    const fits = length >= rules.minLength && (rules.maxLength === undefined || length <= rules.maxLength);
    return fits ? text : null;
  }
  const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => plausibleWord(random));
  return fittedToLength(suggestion ?? words.join(" "), rules, random);
}

// Lengths count code points, as JSON Schema does, so a suggestion with accents or emoji is cut where a reader sees it.
function fittedToLength(text: string, rules: StringRules, random: () => number): string {
  let characters = [...text];
  while (characters.length < rules.minLength) characters.push(" ", ...plausibleWord(random));
  if (rules.maxLength !== undefined && characters.length > rules.maxLength) {
    characters = characters.slice(0, rules.maxLength);
    const lastSpace = characters.lastIndexOf(" ");
    if (lastSpace > 0 && lastSpace >= rules.minLength) characters = characters.slice(0, lastSpace);
  }
  return characters.join("");
}
