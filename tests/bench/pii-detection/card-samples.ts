import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import { passesLuhn } from "../../../core/pii/pii-checksums.ts";
import { grouped, luhnDigit } from "./check-digits.ts";
import type { PiiSample, PiiSampler } from "./pii-sample.ts";
import type { SeededRandom } from "./seeded-random.ts";

interface Brand {
  readonly name: string;
  readonly prefix: (random: SeededRandom) => string;
  readonly lengths: readonly number[];
  /** How the brand prints its numbers (the digits left over form a last group). */
  readonly groups: (length: number) => readonly number[];
}

const FOURS = () => [4, 4, 4, 4, 4];
const BRANDS: readonly Brand[] = [
  { name: "Visa", prefix: () => "4", lengths: [16], groups: FOURS },
  { name: "Mastercard", prefix: (r) => String(r.integer(51, 55)), lengths: [16], groups: FOURS },
  { name: "Mastercard 2-series", prefix: (r) => String(r.integer(2221, 2720)), lengths: [16], groups: FOURS },
  { name: "Amex", prefix: (r) => r.pick(["34", "37"]), lengths: [15], groups: () => [4, 6, 5] },
  {
    name: "Discover",
    prefix: (r) => r.pick(["6011", "65", String(r.integer(644, 649))]),
    lengths: [16],
    groups: FOURS,
  },
  { name: "JCB", prefix: (r) => String(r.integer(3528, 3589)), lengths: [16], groups: FOURS },
  {
    name: "Diners",
    prefix: (r) => r.pick(["36", "38", String(r.integer(300, 305))]),
    lengths: [14],
    groups: () => [4, 6, 4],
  },
  {
    name: "UnionPay",
    prefix: () => "62",
    lengths: [16, 17, 18, 19],
    groups: (length) => (length === 19 ? [6, 13] : FOURS()),
  },
];

function cardNumber(random: SeededRandom, brand: Brand): string {
  const length = random.pick(brand.lengths);
  const prefix = brand.prefix(random);
  const body = prefix + random.digits(length - prefix.length - 1);
  return body + luhnDigit(body);
}

function written(random: SeededRandom, compact: string, brand: Brand): { value: string; separator: string } {
  const separator = random.pick(["", " ", "-"]);
  return {
    value: separator ? grouped(compact, brand.groups(compact.length), separator) : compact,
    separator,
  };
}

function separatorName(separator: string): string {
  return separator === "" ? "no separators" : separator === " " ? "spaces" : "dashes";
}

/** One digit changed so the Luhn check fails: a mistyped or made-up number. */
function failingLuhn(random: SeededRandom, compact: string): string {
  const at = random.integer(1, compact.length - 1);
  const digit = Number(compact[at]);
  const changed = `${compact.slice(0, at)}${(digit + random.integer(1, 9)) % 10}${compact.slice(at + 1)}`;
  return passesLuhn(changed) ? failingLuhn(random, compact) : changed;
}

const LEADS = ["card ", "my card number is ", "charge ", "Visa ending in full: ", "", "pay with "];

const otherNearMisses: readonly ((random: SeededRandom) => Omit<PiiSample, "lead" | "field">)[] = [
  (r) => {
    const body = `35${r.digits(12)}`;
    return { value: `${body}${luhnDigit(body)}`, form: "IMEI (15 digits, passes Luhn)" };
  },
  (r) => ({
    value: `9400 1${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`,
    form: "parcel tracking number",
  }),
  (r) => ({ value: `${r.integer(1600000000, 1800000000)}${r.digits(3)}`, form: "Unix timestamp in ms" }),
  (r) => ({ value: `978${r.digits(10)}`, form: "ISBN-13" }),
  (r) => {
    const body = `0${r.digits(14)}`;
    return { value: `${body}${luhnDigit(body)}`, form: "account id starting with 0, passes Luhn" };
  },
];

/** Cards of the main brands, with and without separators; near-misses mostly fail Luhn or have no brand. */
export const cardSamples: PiiSampler = {
  entity: PiiEntity.CREDIT_CARD,
  value: (random) => {
    const brand = random.pick(BRANDS);
    const { value, separator } = written(random, cardNumber(random, brand), brand);
    return {
      value,
      form: `${brand.name}, ${separatorName(separator)}`,
      lead: random.pick(LEADS),
      field: random.pick(["card_number", "pan", "card", "payment_card"]),
    };
  },
  nearMiss: (random) => {
    const lead = random.pick(["ref ", "", "number ", "id "]);
    const field = random.pick(["reference", "id", "tracking", "number"]);
    if (random.next() < 0.3) return { ...random.pick(otherNearMisses)(random), lead, field };
    const brand = random.pick(BRANDS);
    const { value, separator } = written(random, failingLuhn(random, cardNumber(random, brand)), brand);
    return { value, form: `${brand.name} failing Luhn, ${separatorName(separator)}`, lead, field };
  },
};
