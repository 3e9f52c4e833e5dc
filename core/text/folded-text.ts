/**
 * Text folded for matching: lowercase, accents dropped ("Émission" matches "emission"). Each UTF-16 unit folds to
 * exactly one, so a position in the folded text is the same position in the original: matches can be marked
 * where the reader sees them.
 */
export function foldedText(text: string): string {
  let folded = "";
  for (const unit of text.split("")) {
    const plain = unit.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    folded += plain.length === 1 ? plain : unit;
  }
  return folded;
}
