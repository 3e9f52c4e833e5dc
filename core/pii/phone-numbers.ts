/** What tells a telephone number from the many other numbers in a text. */

const digitCount = (text: string) => text.replace(/\D/g, "").length;

/**
 * A number with separators is a telephone number when it is international (+ and 8-15 digits), has an area code
 * in parentheses, starts with a trunk 0 (most of Europe, Japan, Australia), or has the North American 3-3-4 shape
 * (1-800-555-0199 too) or the Spanish one. Other grouped numbers (dates, versions, counts, references) are not.
 */
export function isGroupedPhoneNumber(text: string): boolean {
  const digits = digitCount(text);
  // 123-45-6789 is the shape of a US social security number, valid or not.
  if (/^\d{3}([ -])\d{2}\1\d{4}$/.test(text)) return false;
  if (text.startsWith("+")) return digits >= 8 && digits <= 15;
  if (text.startsWith("(")) return digits >= 9 && digits <= 12;
  if (/^0\d/.test(text)) return digits >= 9 && digits <= 12;
  return (
    /^(?:1[-. ])?[2-9]\d{2}([-. ])[2-9]\d{2}\1\d{4}$/.test(text) ||
    /^[679]\d{2}(?: \d{3} \d{3}| \d{2} \d{2} \d{2})$/.test(text)
  );
}

/** Words after which a bare run of digits is a telephone number: "call me on 4155552671", `"phone": "…"`. */
const PHONE_CUE =
  /(?:\b(?:phone|telephone|tel|mobile|cell|fax|whatsapp|sms|call(?: me)?(?: on| at)?|reach me(?: on| at)?|(?:my|our|his|her|their) (?:number|no\.?)(?: is)?)\b)[^\w\n]{0,6}$/i;

/** A bare run of 8-15 digits is one when it starts with +; 10 or 11 digits are, after a word that says so. */
export function isCompactPhoneNumber(text: string, before: string): boolean {
  if (text.startsWith("+")) return true;
  return (text.length === 10 || text.length === 11) && PHONE_CUE.test(before);
}

/** A number after "NHS" or "ISBN" is that, whether or not its check passes. */
export function followsOtherNumberCue(before: string): boolean {
  return /\b(?:NHS|ISBN)(?:[ _-]?(?:number|no)\.?)?[^\w\n]{0,6}$/i.test(before);
}
