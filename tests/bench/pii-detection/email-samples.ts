import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import type { PiiSample, PiiSampler } from "./pii-sample.ts";
import type { SeededRandom } from "./seeded-random.ts";

const FIRST = ["ada", "grace", "alan", "maria", "jose", "li", "olu", "sven", "anna", "noor", "kenji", "zoe"];
const LAST = [
  "lovelace",
  "hopper",
  "turing",
  "garcia",
  "nunez",
  "wei",
  "adeyemi",
  "berg",
  "kowalska",
  "khan",
];
const DOMAINS = [
  "example.com",
  "example.org",
  "mail.example.co.uk",
  "eu.mail.example.de",
  "example.io",
  "dept.uni-example.edu",
  "example.com.au",
  "sub.example.fr",
  "example-corp.net",
  "example.travel",
];
const LEADS = ["my email is ", "write to ", "cc ", "reply to ", "from: ", "", "contact "];
const FIELDS = ["email", "contact_email", "to", "from", "billing_email"];

function localPart(random: SeededRandom): string {
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  switch (random.integer(0, 5)) {
    case 0:
      return `${first}.${last}`;
    case 1:
      return `${first}+${random.pick(["work", "news", "shop", "2024", "billing"])}`;
    case 2:
      return `${first}_${last}${random.integer(1, 99)}`;
    case 3:
      return `${first[0]}${last}`;
    case 4:
      return `${first.toUpperCase()}.${last[0]?.toUpperCase()}${last.slice(1)}`;
    default:
      return `${first}-${last}.${random.integer(1970, 2005)}`;
  }
}

const nearMisses: readonly ((random: SeededRandom) => Omit<PiiSample, "lead" | "field">)[] = [
  (random) => ({ value: `${random.pick(FIRST)}@localhost`, form: "user@localhost" }),
  (random) => ({
    value: `${random.pick(["root", "admin", "deploy"])}@${random.pick(["server", "db01", "buildbox"])}`,
    form: "user@host, no domain",
  }),
  (random) => ({ value: `@${random.pick(FIRST)}${random.pick(LAST)}`, form: "@handle" }),
  (random) => ({
    value: `${random.pick(["icon", "logo", "hero", "avatar"])}@${random.integer(2, 3)}x.${random.pick(["png", "jpg", "webp"])}`,
    form: "image@2x.png",
  }),
  (random) => ({
    value: `${random.pick(["react", "lodash", "vite", "zod"])}@${random.integer(1, 19)}.${random.integer(0, 12)}.${random.integer(0, 9)}`,
    form: "package@version",
  }),
  (random) => ({
    value: `@${random.pick(["types", "babel", "vitest"])}/${random.pick(["node", "core", "ui"])}`,
    form: "npm scope",
  }),
  (random) => ({
    value: `${random.pick(FIRST)}.${random.pick(LAST)} at ${random.pick(["Example", "Acme"])}`,
    form: "name at company",
  }),
  (random) => ({ value: random.pick(DOMAINS), form: "domain alone" }),
  (random) => ({
    value: `${random.integer(2, 12)} @ ${random.integer(3, 40)}.${random.integer(10, 99)}`,
    form: "quantity @ price",
  }),
  (random) => ({ value: `${random.pick(FIRST)}@`, form: "trailing @" }),
];

/** Addresses with subdomains, plus-addressing, dots, dashes and digits; look-alikes with no domain. */
export const emailSamples: PiiSampler = {
  entity: PiiEntity.EMAIL_ADDRESS,
  value: (random) => {
    const address = `${localPart(random)}@${random.pick(DOMAINS)}`;
    const shape = random.integer(0, 5);
    return {
      value: shape === 0 ? address.toUpperCase() : address,
      form: shape === 0 ? "address in capitals" : shape === 1 ? "address in angle brackets" : "address",
      lead: random.pick(LEADS),
      field: random.pick(FIELDS),
      ...(shape === 1 ? { before: `${random.pick(FIRST)} <`, after: ">" } : {}),
    };
  },
  nearMiss: (random) => ({
    ...random.pick(nearMisses)(random),
    lead: random.pick(["see ", "", "use ", "ping "]),
    field: random.pick(["note", "ref", "asset"]),
  }),
};
