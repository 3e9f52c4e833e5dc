/** Two-digit country calling codes (ITU E.164); other codes starting 2-9 have three digits, 1 and 7 one. */
const TWO_DIGIT_CODES = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

/**
 * A phone sent as country code plus number ("+14165550199") split back into the two parts the organization form
 * collects. Calling codes are prefix-free, so the split is unambiguous; a number without "+" has no country code.
 */
export function splitInternationalPhone(phone: unknown): { countryCode: string; phone: string } {
  if (typeof phone !== "string") return { countryCode: "", phone: "" };
  const compact = phone.replace(/\s+/g, "");
  if (!compact.startsWith("+")) return { countryCode: "", phone: compact };
  const digits = compact.slice(1);
  const codeLength = callingCodeLength(digits);
  return { countryCode: `+${digits.slice(0, codeLength)}`, phone: digits.slice(codeLength) };
}

function callingCodeLength(digits: string): number {
  if (digits.startsWith("1") || digits.startsWith("7")) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}
