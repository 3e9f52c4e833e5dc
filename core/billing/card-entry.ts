import { passesLuhn } from "../pii/pii-checksums.ts";
import { CARD_BRANDS, type NewCard } from "./new-card.dto.ts";
import { isCardExpired } from "./saved-card-rules.ts";

/** A card brand the gateway takes (CARD_BRANDS). */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What a person types into a card form; only what `NewCard` holds ever leaves the browser. */
export interface CardEntry {
  readonly number: string;
  /** MM/YY */
  readonly expiry: string;
  readonly cvc: string;
  /** Optional; checked for length only, never sent. */
  readonly name: string;
}

/** Why a card number is refused, checked in this order. */
export type CardNumberProblem = "required" | "incomplete" | "invalid" | "unknownBrand";
export type CardExpiryProblem = "required" | "invalid" | "past";
export type CardCvcProblem = "required" | "invalid";
export type CardNameProblem = "tooLong";

/** The problems of each field that has one. */
export interface CardEntryProblems {
  readonly number?: CardNumberProblem;
  readonly expiry?: CardExpiryProblem;
  readonly cvc?: CardCvcProblem;
  readonly name?: CardNameProblem;
}

export type CardEntryCheck =
  | { readonly ok: true; readonly card: NewCard }
  | { readonly ok: false; readonly problems: CardEntryProblems };

export const CARD_NAME_MAX_LENGTH = 100;
const ANY_BRAND_MAX_LENGTH = 19;

interface BrandRule {
  /** Whether a number's leading digits (its issuer identification number) belong to the brand. */
  readonly issues: (digits: string) => boolean;
  readonly lengths: readonly number[];
  /** How a number of this many digits is written in groups, e.g. 4-6-5 for American Express. */
  readonly groups: (length: number) => readonly number[];
}

/** The number the leading digits make; fewer digits than asked make a number below any range of that length. */
const prefix = (digits: string, length: number) => Number(digits.slice(0, length));
const FOURS = [4, 4, 4, 4, 3] as const;
const inFours = () => FOURS;
/** Leading digits enough to tell every brand apart (Mastercard's 2221-2720, JCB's 3528-3589). */
const BRAND_PREFIX_LENGTH = 4;

/** The published issuer ranges and lengths of each brand, the first match winning. */
const BRANDS: Readonly<Record<CardBrand, BrandRule>> = {
  amex: { issues: (d) => /^3[47]/.test(d), lengths: [15], groups: () => [4, 6, 5] },
  diners: {
    issues: (d) => /^3(0[0-5]|095|6|[89])/.test(d),
    lengths: [14, 15, 16, 17, 18, 19],
    groups: (length) => (length <= 14 ? [4, 6, 4] : FOURS),
  },
  jcb: {
    issues: (d) => prefix(d, 4) >= 3528 && prefix(d, 4) <= 3589,
    lengths: [16, 17, 18, 19],
    groups: inFours,
  },
  visa: { issues: (d) => d.startsWith("4"), lengths: [13, 16, 19], groups: inFours },
  mastercard: {
    issues: (d) => /^5[1-5]/.test(d) || (prefix(d, 4) >= 2221 && prefix(d, 4) <= 2720),
    lengths: [16],
    groups: inFours,
  },
  discover: { issues: (d) => /^(6011|64[4-9]|65)/.test(d), lengths: [16, 17, 18, 19], groups: inFours },
  unionpay: { issues: (d) => d.startsWith("62"), lengths: [16, 17, 18, 19], groups: inFours },
};

/** The digits of what was typed; spaces, dashes and anything else are dropped. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** The brand a card number's leading digits name, or null while they name none (yet). */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = digitsOf(number);
  return CARD_BRANDS.find((brand) => BRANDS[brand].issues(digits)) ?? null;
}

/** The most digits a number of this brand (or of any brand, while unknown) has. */
function maxCardNumberLength(brand: CardBrand | null): number {
  return brand ? Math.max(...BRANDS[brand].lengths) : ANY_BRAND_MAX_LENGTH;
}

/**
 * A card number as it is written while typed: its digits in the brand's groups ("4242 4242 4242 4242",
 * "3782 822463 10005"), digits beyond the brand's longest number dropped.
 */
export function groupCardNumber(typed: string): string {
  const brand = cardBrandOf(typed);
  const digits = digitsOf(typed).slice(0, maxCardNumberLength(brand));
  const groups = brand ? BRANDS[brand].groups(digits.length) : FOURS;
  const parts: string[] = [];
  let start = 0;
  for (const size of [...groups, ANY_BRAND_MAX_LENGTH]) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

/** How many digits the security code has: four on the front of an American Express card, three on the back of others. */
export function cvcLength(brand: CardBrand | null): number {
  return brand === "amex" ? 4 : 3;
}

/**
 * An expiry as it is written while typed: "MM/YY", the slash added after the month; a single-digit month followed
 * by a slash gets its leading zero ("4/" becomes "04/").
 */
export function formatExpiryInput(typed: string): string {
  // Stryker disable next-line Regex: "$" after (.*) only stops a match at a line break, which an input's single-line value never holds (browsers strip them)
  const shortMonth = /^\s*(\d)\s*\/(.*)$/.exec(typed);
  const text = shortMonth ? `0${shortMonth[1]}/${shortMonth[2]}` : typed;
  const digits = digitsOf(text).slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && text.includes("/") ? `${digits}/` : digits;
}

/** The month and four-digit year of an "MM/YY" expiry (also "MMYY", "M/YY", "MM / 20YY"), or null. */
export function parseExpiry(text: string): { readonly expMonth: number; readonly expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|20\d{2})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  // Stryker disable next-line EqualityOperator: the patterns read a year of two digits (0-99) or 20YY (2000-2099), never 100
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** Checks a card form at `now`; when it passes, answers the card as it is saved: brand, last four digits, expiry. */
export function checkCardEntry(entry: CardEntry, now: Date | number): CardEntryCheck {
  const digits = digitsOf(entry.number);
  const brand = cardBrandOf(digits);
  const expiry = parseExpiry(entry.expiry);
  const problems: CardEntryProblems = withoutUndefined({
    number: numberProblem(digits, brand),
    expiry: expiryProblem(entry.expiry, expiry, now),
    cvc: cvcProblem(entry.cvc, brand),
    name: entry.name.trim().length > CARD_NAME_MAX_LENGTH ? "tooLong" : undefined,
  });
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  // No problem with the number or the expiry means a brand and an expiry were read.
  const card = {
    brand: brand as CardBrand,
    last4: digits.slice(-4),
    ...(expiry as NonNullable<typeof expiry>),
  };
  return { ok: true, card };
}

function numberProblem(digits: string, brand: CardBrand | null): CardNumberProblem | undefined {
  if (digits === "") return "required";
  if (!brand) return digits.length < BRAND_PREFIX_LENGTH ? "incomplete" : "unknownBrand";
  const { lengths } = BRANDS[brand];
  if (digits.length > Math.max(...lengths)) return "invalid";
  if (!lengths.includes(digits.length)) return "incomplete";
  return passesLuhn(digits) ? undefined : "invalid";
}

function expiryProblem(
  typed: string,
  expiry: ReturnType<typeof parseExpiry>,
  now: Date | number,
): CardExpiryProblem | undefined {
  if (typed.trim() === "") return "required";
  if (!expiry) return "invalid";
  // Counted in UTC months as the gateway counts them, so a card the form takes is never refused as expired.
  return isCardExpired(expiry, new Date(now).getTime()) ? "past" : undefined;
}

function cvcProblem(cvc: string, brand: CardBrand | null): CardCvcProblem | undefined {
  const trimmed = cvc.trim();
  if (trimmed === "") return "required";
  return new RegExp(`^\\d{${cvcLength(brand)}}$`).test(trimmed) ? undefined : "invalid";
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
