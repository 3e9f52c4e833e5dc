/** The prefixes payment networks issue from and the lengths of their numbers. */
const CARD_BRANDS: readonly { readonly prefix: RegExp; readonly lengths: readonly number[] }[] = [
  { prefix: /^4/, lengths: [13, 16, 19] }, // Visa
  { prefix: /^(?:5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, lengths: [16] }, // Mastercard
  { prefix: /^3[47]/, lengths: [15] }, // American Express
  { prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19] }, // JCB
  { prefix: /^(?:30[0-5]|3095|36|3[89])/, lengths: [14, 15, 16, 17, 18, 19] }, // Diners Club
  // Maestro; its 6 takes in Discover (6011, 644-649, 65) and UnionPay (62), whose numbers have 16-19 digits.
  { prefix: /^(?:50|5[6-8]|6)/, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { prefix: /^220[0-4]/, lengths: [16, 17, 18, 19] }, // Mir
];

/** How card numbers are printed: in fours, 4-6-5 (Amex), 4-6-4 (Diners), 6-13 (19-digit UnionPay). */
const LAYOUTS = [/^(?:\d{4}[ -]){2,4}\d{1,4}$/, /^\d{4}([ -])\d{6}\1\d{4,5}$/, /^\d{6}[ -]\d{13}$/];

/** A number of a card brand's prefix and length, written in one run or in its brand's groups. */
export function isCardShaped(written: string): boolean {
  const digits = written.replace(/\D/g, "");
  const separators = new Set(written.match(/[ -]/g) ?? []);
  if (separators.size > 1) return false;
  if (separators.size === 1 && !LAYOUTS.some((layout) => layout.test(written))) return false;
  return CARD_BRANDS.some((brand) => brand.prefix.test(digits) && brand.lengths.includes(digits.length));
}
