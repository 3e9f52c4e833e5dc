import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import type { PiiSample, PiiSampler } from "./pii-sample.ts";
import type { SeededRandom } from "./seeded-random.ts";

type Form = Omit<PiiSample, "lead" | "field">;

/** Numbers of several countries in their international (E.164, spaced) and national notations. */
const numbers: readonly ((random: SeededRandom) => Form)[] = [
  (r) => ({ value: `+1 ${area(r)} ${r.integer(200, 999)} ${r.digits(4)}`, form: "US +1 spaced" }),
  (r) => ({ value: `(${area(r)}) ${r.integer(200, 999)}-${r.digits(4)}`, form: "US (415) 555-2671" }),
  (r) => ({ value: `${area(r)}-${r.integer(200, 999)}-${r.digits(4)}`, form: "US dashed" }),
  (r) => ({ value: `${area(r)}.${r.integer(200, 999)}.${r.digits(4)}`, form: "US dotted" }),
  (r) => ({ value: `+1 (${area(r)}) ${r.integer(200, 999)}-${r.digits(4)}`, form: "US +1 (415)" }),
  (r) => ({ value: `+1${area(r)}${r.integer(200, 999)}${r.digits(4)}`, form: "US E.164" }),
  (r) => ({ value: `+1-${area(r)}-${r.integer(200, 999)}-${r.digits(4)}`, form: "US +1 dashed" }),
  (r) => ({
    value: `1-${r.pick(["800", "888", "877"])}-${r.integer(200, 999)}-${r.digits(4)}`,
    form: "US toll-free 1-800",
  }),
  (r) => ({ value: `+44 20 ${r.integer(7000, 8999)} ${r.digits(4)}`, form: "UK +44 London" }),
  (r) => ({ value: `020 ${r.integer(7000, 8999)} ${r.digits(4)}`, form: "UK national London" }),
  (r) => ({ value: `+44 7${r.digits(3)} ${r.digits(6)}`, form: "UK +44 mobile" }),
  (r) => ({ value: `07${r.digits(3)} ${r.digits(6)}`, form: "UK national mobile" }),
  (r) => ({ value: `+49 30 ${r.digits(8)}`, form: "DE +49 Berlin" }),
  (r) => ({ value: `030 ${r.digits(8)}`, form: "DE national Berlin" }),
  (r) => ({ value: `+49 15${r.integer(1, 9)} ${r.digits(8)}`, form: "DE +49 mobile" }),
  (r) => ({ value: `+4915${r.integer(1, 9)}${r.digits(8)}`, form: "DE E.164" }),
  (r) => ({ value: `0${r.integer(151, 179)}/${r.digits(7)}`, form: "DE national mobile with slash" }),
  (r) => ({ value: `+33 ${r.integer(1, 7)} ${pairs(r, 4, " ")}`, form: "FR +33" }),
  (r) => ({ value: `0${r.integer(1, 7)} ${pairs(r, 4, " ")}`, form: "FR national" }),
  (r) => ({ value: `0${r.integer(1, 7)}.${pairs(r, 4, ".")}`, form: "FR national dotted" }),
  (r) => ({
    value: `+34 6${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
    form: "ES +34 mobile",
  }),
  (r) => ({ value: `6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, form: "ES national mobile" }),
  (r) => ({ value: `+39 06 ${r.digits(4)} ${r.digits(4)}`, form: "IT +39 Rome" }),
  (r) => ({ value: `+31 20 ${r.digits(3)} ${r.digits(4)}`, form: "NL +31" }),
  (r) => ({ value: `+91 ${r.integer(70000, 99999)} ${r.digits(5)}`, form: "IN +91 mobile" }),
  (r) => ({ value: `+81 3-${r.digits(4)}-${r.digits(4)}`, form: "JP +81" }),
  (r) => ({ value: `03-${r.digits(4)}-${r.digits(4)}`, form: "JP national" }),
  (r) => ({ value: `+61 2 ${r.digits(4)} ${r.digits(4)}`, form: "AU +61" }),
  (r) => ({ value: `(02) ${r.digits(4)} ${r.digits(4)}`, form: "AU (02)" }),
  (r) => ({ value: `+55 11 9${r.digits(4)}-${r.digits(4)}`, form: "BR +55 mobile" }),
  (r) => ({ value: `+41 44 ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`, form: "CH +41" }),
  (r) => ({ value: `${area(r)}${r.integer(200, 999)}${r.digits(4)}`, form: "US digits only, after a cue" }),
];

/** Numbers that are not telephone numbers but look like them: what prompts and logs are full of. */
const nearMisses: readonly ((random: SeededRandom) => Form)[] = [
  (r) => ({ value: `${r.integer(1990, 2030)}-${two(r, 12)}-${two(r, 28)}`, form: "ISO date" }),
  (r) => ({ value: `${two(r, 28)}.${two(r, 12)}.${r.integer(1990, 2030)}`, form: "dotted date" }),
  (r) => ({ value: `${two(r, 12)}/${two(r, 28)}/${r.integer(1990, 2030)}`, form: "US date" }),
  (r) => ({
    value: `${two(r, 23)}:${r.digits(2).replace(/^[6-9]/, "5")}:${r.integer(10, 59)}`,
    form: "time",
  }),
  (r) => ({ value: `$${r.integer(1, 999)},${r.digits(3)}.${r.digits(2)}`, form: "price" }),
  (r) => ({ value: `${r.integer(1, 999)} ${r.digits(3)},${r.digits(2)} €`, form: "European price" }),
  (r) => ({ value: `${r.integer(1, 12)}.${r.integer(0, 20)}.${r.integer(0, 99)}`, form: "version string" }),
  (r) => ({
    value: `1.${r.integer(2, 9)}.${r.integer(0, 9)}.${r.integer(0, 9)}.${r.integer(0, 9)}`,
    form: "version 1.2.3.4.5",
  }),
  (r) => ({ value: `#${r.digits(8)}`, form: "order number" }),
  (r) => ({
    value: `${r.integer(100, 999)}-${r.digits(7)}-${r.digits(7)}`,
    form: "marketplace order number",
  }),
  (r) => ({ value: `${r.integer(1600000000, 1800000000)}`, form: "Unix timestamp" }),
  (r) => ({ value: `${r.integer(1600000000, 1800000000)}${r.digits(3)}`, form: "Unix timestamp in ms" }),
  (r) => ({ value: `978-${r.integer(0, 9)}-${r.digits(2)}-${r.digits(6)}-${r.integer(0, 9)}`, form: "ISBN" }),
  (r) => ({ value: `ISBN 0-${r.digits(3)}-${r.digits(5)}-${r.integer(0, 9)}`, form: "ISBN-10" }),
  (r) => ({ value: `+${r.integer(1, 40)}.${r.integer(0, 9)} °C`, form: "temperature" }),
  (r) => ({ value: `0.${r.digits(2)} ${r.digits(3)} ${r.digits(4)}`, form: "decimal and counts" }),
  (r) => ({ value: `${r.integer(10000, 99999)}-${r.digits(4)}`, form: "ZIP+4" }),
  (r) => ({
    value: `${r.integer(1, 99)}.${r.digits(5)}, ${r.integer(1, 99)}.${r.digits(5)}`,
    form: "coordinates",
  }),
  (r) => ({ value: `${r.integer(1, 999)},${r.digits(3)},${r.digits(3)}`, form: "large number" }),
  (r) => ({ value: `${r.integer(10, 500)}-${r.integer(501, 999)}`, form: "page range" }),
  (r) => ({
    value: `${r.integer(2000, 2030)} ${r.integer(100, 999)} ${r.integer(10, 99)}`,
    form: "year and counts",
  }),
  (r) => ({ value: `${r.digits(2)}:${r.digits(2)}:${r.digits(2)}.${r.digits(3)}`, form: "log time" }),
];

function area(random: SeededRandom): string {
  return `${random.integer(2, 9)}${random.digits(2)}`;
}

function pairs(random: SeededRandom, count: number, separator: string): string {
  return Array.from({ length: count }, () => random.digits(2)).join(separator);
}

function two(random: SeededRandom, max: number): string {
  return String(random.integer(1, max)).padStart(2, "0");
}

const CUES = ["call me on ", "phone: ", "my number is ", "Tel. ", "reach me at ", "mobile "];

/** A compact national number is a phone number only after a word that says so; the others stand alone too. */
export const phoneSamples: PiiSampler = {
  entity: PiiEntity.PHONE_NUMBER,
  value: (random) => {
    const form = random.pick(numbers)(random);
    const cued = form.form.includes("cue");
    return {
      ...form,
      lead: cued ? random.pick(CUES) : random.pick([...CUES, "", "or "]),
      field: cued ? random.pick(["phone", "mobile"]) : random.pick(["phone", "mobile", "contact", "fax"]),
    };
  },
  nearMiss: (random) => ({
    ...random.pick(nearMisses)(random),
    lead: random.pick(["on ", "", "ref ", "total ", "at "]),
    field: random.pick(["ref", "value", "created", "note"]),
  }),
};
