import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import { passesIbanCheck } from "../../../core/pii/pii-checksums.ts";
import { ibanOf, inFours } from "./check-digits.ts";
import type { PiiSample, PiiSampler } from "./pii-sample.ts";
import type { SeededRandom } from "./seeded-random.ts";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Each country's BBAN: `n` digits, `a` capital letters, `c` either (its IBAN length is 4 + the BBAN's). */
const COUNTRIES: Readonly<Record<string, string>> = {
  DE: "18n",
  GB: "4a14n",
  FR: "10n11c2n",
  ES: "20n",
  IT: "1a10n12c",
  NL: "4a10n",
  BE: "12n",
  CH: "5n12c",
  AT: "16n",
  PL: "24n",
  SE: "20n",
  NO: "11n",
  DK: "14n",
  IE: "4a14n",
  PT: "21n",
  FI: "14n",
  LU: "3n13c",
};

function bbanOf(random: SeededRandom, pattern: string): string {
  let bban = "";
  for (const [, count, kind] of pattern.matchAll(/(\d+)([nac])/g)) {
    const length = Number(count);
    if (kind === "n") bban += random.digits(length);
    else if (kind === "a") bban += random.letters(length);
    else
      for (let index = 0; index < length; index++)
        bban += random.next() < 0.7 ? random.digits(1) : random.letters(1, LETTERS);
  }
  return bban;
}

function anIban(random: SeededRandom): { country: string; iban: string } {
  const country = random.pick(Object.keys(COUNTRIES));
  return { country, iban: ibanOf(country, bbanOf(random, COUNTRIES[country] ?? "")) };
}

/** The check digits off by some amount: a mistyped IBAN. */
function wrongCheck(random: SeededRandom, iban: string): string {
  const check = (Number(iban.slice(2, 4)) + random.integer(1, 96)) % 97;
  const wrong = `${iban.slice(0, 2)}${String(Math.max(check, 2)).padStart(2, "0")}${iban.slice(4)}`;
  return passesIbanCheck(wrong) ? wrongCheck(random, iban) : wrong;
}

const LEADS = ["IBAN ", "IBAN: ", "please transfer to ", "account ", "", "pay into "];

const otherNearMisses: readonly ((random: SeededRandom) => Omit<PiiSample, "lead" | "field">)[] = [
  (r) => ({
    value: `${r.pick(["DEUT", "BNPA", "COBA", "NWBK"])}${r.pick(["DE", "FR", "GB"])}${r.letters(2)}${r.digits(3)}`,
    form: "BIC",
  }),
  (r) => ({ value: `${r.letters(2)}${r.digits(2)}-${r.letters(3)}-${r.digits(4)}`, form: "product code" }),
  (r) => ({
    value: `${r.pick(["DE", "FR", "GB", "ES"])}${r.digits(2)} ${r.digits(4)}`,
    form: "short code with a country",
  }),
  (r) => ({ value: `SKU ${r.letters(2)}${r.digits(2)}${r.letters(4)}${r.digits(6)}`, form: "SKU" }),
];

/** IBANs of 17 countries at their real lengths, grouped in fours or not; near-misses fail the mod-97 check. */
export const ibanSamples: PiiSampler = {
  entity: PiiEntity.IBAN_CODE,
  value: (random) => {
    const { country, iban } = anIban(random);
    const groupedForm = random.next() < 0.5;
    return {
      value: groupedForm ? inFours(iban) : iban,
      form: `IBAN ${country} ${groupedForm ? "grouped" : "ungrouped"}`,
      lead: random.pick(LEADS),
      field: random.pick(["iban", "account", "payee_iban"]),
    };
  },
  nearMiss: (random) => {
    const lead = random.pick(["ref ", "", "code ", "see "]);
    const field = random.pick(["reference", "code", "sku"]);
    if (random.next() < 0.25) return { ...random.pick(otherNearMisses)(random), lead, field };
    const { country, iban } = anIban(random);
    const groupedForm = random.next() < 0.5;
    const wrong = wrongCheck(random, iban);
    return {
      value: groupedForm ? inFours(wrong) : wrong,
      form: `IBAN ${country} with a wrong check, ${groupedForm ? "grouped" : "ungrouped"}`,
      lead,
      field,
    };
  },
};
