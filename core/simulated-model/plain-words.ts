/**
 * The words of a text, lowercased and without accents ("Émission" gives "emission"). Folds the text whole rather
 * than unit by unit as core/text's foldedText does: positions do not matter here and long texts fold far faster.
 */
export function plainWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
