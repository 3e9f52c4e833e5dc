/** The length of each country's IBAN (ISO 13616 registry): a candidate of another length is not an IBAN. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/**
 * A pattern finding IBANs at their country's length, printed in groups of four or not: `DE89 3704 0044 0532 0130 00`
 * is taken whole and the word after it is not.
 */
export function ibanPattern(): RegExp {
  const byLength = new Map<number, string[]>();
  for (const [country, length] of Object.entries(IBAN_LENGTHS)) {
    const countries = byLength.get(length);
    if (countries) countries.push(country);
    else byLength.set(length, [country]);
  }
  const alternatives = [...byLength].map(([length, countries]) => {
    const rest = length - 4;
    // Groups of four after the check digits, the last one shorter; or all of it in one run.
    const groupedTail = rest % 4 === 0 ? "" : `[ ]?[A-Z0-9]{${rest % 4}}`;
    const grouped = `(?:[ ]?[A-Z0-9]{4}){${Math.floor(rest / 4)}}${groupedTail}`;
    return `(?:${countries.join("|")})\\d{2}${grouped}`;
  });
  return new RegExp(`(?<![A-Z0-9])(?:${alternatives.join("|")})(?![A-Z0-9])`, "gi");
}
