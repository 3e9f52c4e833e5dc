import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import { isIssuableSsn, passesNhsCheck, passesNifCheck } from "../../../core/pii/pii-checksums.ts";
import { nhsNumberOf, nifLetterOf } from "./check-digits.ts";
import type { PiiSample, PiiSampler } from "./pii-sample.ts";
import type { SeededRandom } from "./seeded-random.ts";

type Form = Omit<PiiSample, "lead" | "field"> & { readonly field?: string; readonly lead?: string };

function issuableSsn(random: SeededRandom): [string, string, string] {
  const area = String(random.pick([random.integer(1, 665), random.integer(667, 899)])).padStart(3, "0");
  const group = String(random.integer(1, 99)).padStart(2, "0");
  const serial = String(random.integer(1, 9999)).padStart(4, "0");
  return [area, group, serial];
}

function nhsNumber(random: SeededRandom): string {
  return nhsNumberOf(`${random.integer(4, 9)}${random.digits(8)}`) ?? nhsNumber(random);
}

function nhsWritten(random: SeededRandom, digits: string): string {
  const separator = random.pick(["", " ", "-"]);
  return separator
    ? `${digits.slice(0, 3)}${separator}${digits.slice(3, 6)}${separator}${digits.slice(6)}`
    : digits;
}

const NHS_LEADS = ["NHS number ", "NHS No. ", "NHS no: ", "NHS ", "NHS number: "];
const NHS_FIELDS = ["nhs_number", "nhsNumber", "NHS number"];

const ids: readonly ((random: SeededRandom) => Form)[] = [
  (r) => ({
    value: issuableSsn(r).join("-"),
    form: "US SSN dashed",
    lead: r.pick(["SSN ", "social security number ", "SSN: ", ""]),
    field: r.pick(["ssn", "tax_id"]),
  }),
  (r) => ({
    value: issuableSsn(r).join(" "),
    form: "US SSN spaced",
    lead: r.pick(["SSN ", "SSN: "]),
    field: "ssn",
  }),
  (r) => ({
    value: nhsWritten(r, nhsNumber(r)),
    form: "UK NHS number",
    lead: r.pick(NHS_LEADS),
    field: r.pick(NHS_FIELDS),
  }),
  (r) => {
    const digits = r.digits(8);
    return {
      value: `${digits}${r.pick(["", "-"])}${nifLetterOf(digits)}`,
      form: "ES DNI/NIF",
      lead: r.pick(["DNI ", "NIF: ", "con DNI ", ""]),
      field: r.pick(["dni", "nif"]),
    };
  },
  (r) => {
    const digits = r.digits(8);
    return {
      value: `${digits}${nifLetterOf(digits).toLowerCase()}`,
      form: "ES DNI/NIF lower-case letter",
      lead: "DNI ",
      field: "dni",
    };
  },
];

const nearMisses: readonly ((random: SeededRandom) => Form)[] = [
  (r) => {
    const [, group, serial] = issuableSsn(r);
    const area = r.pick(["000", "666", String(r.integer(900, 999))]);
    return { value: `${area}-${group}-${serial}`, form: "SSN with an unissued area" };
  },
  (r) => {
    const [area, , serial] = issuableSsn(r);
    return { value: `${area}-00-${serial}`, form: "SSN with group 00" };
  },
  (r) => {
    const [area, group] = issuableSsn(r);
    return { value: `${area}-${group}-0000`, form: "SSN with serial 0000" };
  },
  (r) => {
    const digits = nhsNumber(r);
    const wrong = `${digits.slice(0, 9)}${(Number(digits[9]) + r.integer(1, 9)) % 10}`;
    const failing = passesNhsCheck(wrong) ? `${digits.slice(0, 9)}${(Number(digits[9]) + 5) % 10}` : wrong;
    return {
      value: nhsWritten(r, failing),
      form: "NHS number failing mod 11",
      lead: r.pick(NHS_LEADS),
      field: r.pick(NHS_FIELDS),
    };
  },
  (r) => {
    const digits = r.digits(8);
    const right = nifLetterOf(digits);
    const letters = "TRWAGMYFPDXBNJZSQVHLCKE".replace(right, "");
    const wrong = r.pick([...letters]);
    if (passesNifCheck(digits, wrong)) throw new Error("wrong NIF letter passes");
    return { value: `${digits}${wrong}`, form: "NIF with a wrong letter" };
  },
  (r) => ({ value: `${r.integer(10000, 99999)}-${r.digits(4)}`, form: "ZIP+4" }),
  (r) => ({ value: `${r.integer(1990, 2030)}${r.digits(4)}-${r.pick(["A", "B", "X"])}`, form: "batch code" }),
];

/** The national ids the detectors support: US SSN, UK NHS number (after "NHS"), Spanish DNI/NIF. */
export const nationalIdSamples: PiiSampler = {
  entity: PiiEntity.NATIONAL_ID,
  value: (random) => {
    const form = random.pick(ids)(random);
    return { ...form, lead: form.lead ?? "", field: form.field ?? "id" };
  },
  nearMiss: (random) => {
    const form = random.pick(nearMisses)(random);
    const isSsn = (text: string) => /^\d{3}-\d{2}-\d{4}$/.test(text);
    if (isSsn(form.value) && isIssuableSsn(...(form.value.split("-") as [string, string, string])))
      throw new Error(`near-miss ${form.value} is an issuable SSN`);
    return {
      ...form,
      lead: form.lead ?? random.pick(["ref ", "", "code "]),
      field: form.field ?? "reference",
    };
  },
};
