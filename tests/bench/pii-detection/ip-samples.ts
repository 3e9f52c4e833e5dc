import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import type { PiiSample, PiiSampler } from "./pii-sample.ts";
import type { SeededRandom } from "./seeded-random.ts";

type Form = Omit<PiiSample, "lead" | "field"> & { readonly lead?: string; readonly field?: string };

const octet = (random: SeededRandom) => String(random.integer(0, 255));
const hex = (random: SeededRandom, width = random.integer(1, 4)) =>
  random.integer(0, 16 ** width - 1).toString(16);

const addresses: readonly ((random: SeededRandom) => Form)[] = [
  (r) => ({ value: `${r.integer(1, 223)}.${octet(r)}.${octet(r)}.${octet(r)}`, form: "IPv4" }),
  (r) => ({ value: `10.${octet(r)}.${octet(r)}.${r.integer(1, 254)}`, form: "IPv4 private" }),
  (r) => ({
    value: `${r.integer(1, 223)}.${octet(r)}.${octet(r)}.0`,
    form: "IPv4 CIDR block",
    after: `/${r.integer(8, 30)}`,
  }),
  (r) => ({ value: `192.168.${octet(r)}.${r.integer(1, 254)}`, form: "IPv4 private" }),
  (r) => ({
    value: Array.from({ length: 8 }, () => hex(r, 4).padStart(4, "0")).join(":"),
    form: "IPv6 full",
  }),
  (r) => ({
    value: `2001:db8:${hex(r)}::${hex(r)}:${hex(r)}`,
    form: "IPv6 compressed",
  }),
  (r) => ({ value: `fe80::${hex(r)}:${hex(r)}:${hex(r)}:${hex(r)}`, form: "IPv6 link-local" }),
  (r) => ({ value: r.pick(["::1", "::"]).replace(/^::$/, "::1"), form: "IPv6 loopback ::1" }),
  (r) => ({
    value: `::ffff:${r.integer(1, 223)}.${octet(r)}.${octet(r)}.${octet(r)}`,
    form: "IPv4-mapped IPv6",
  }),
  (r) => ({
    value: `2001:DB8:${hex(r).toUpperCase()}:${hex(r).toUpperCase()}::${hex(r).toUpperCase()}`,
    form: "IPv6 upper case",
  }),
  (r) => ({ value: `${hex(r)}:${hex(r)}::`, form: "IPv6 ending in ::" }),
];

/** Where an address sits in a sentence: alone, with a port, in a URL, in brackets. */
const settings: readonly ((value: string, random: SeededRandom) => { before: string; after: string })[] = [
  () => ({ before: "", after: "" }),
  (value, r) => ({ before: "", after: `${value.includes(":") ? "" : `:${r.integer(80, 9000)}`}` }),
  (value) => ({
    before: value.includes(":") ? "http://[" : "https://",
    after: value.includes(":") ? "]/admin" : "/admin",
  }),
];

const nearMisses: readonly ((random: SeededRandom) => Form)[] = [
  (r) => ({
    value: `${r.integer(1, 9)}.${r.integer(0, 9)}.${r.integer(0, 9)}.${r.integer(0, 9)}.${r.integer(0, 9)}`,
    form: "version 1.2.3.4.5",
  }),
  (r) => ({
    value: `v${r.integer(1, 9)}.${r.integer(0, 20)}.${r.integer(0, 9)}.${r.integer(0, 99)}`,
    form: "version v1.2.3.4",
  }),
  (r) => ({ value: `10.0.${r.integer(10000, 22631)}.${r.integer(256, 4000)}`, form: "Windows build" }),
  (r) => ({
    value: `${r.integer(1, 9)}.${r.integer(1, 9)}.${r.integer(1, 9)}.${r.integer(1, 9)}`,
    form: "section number after the word",
    lead: r.pick(["see section ", "Section ", "§ ", "chapter "]),
    field: "section",
  }),
  (r) => ({
    value: `${r.integer(1, 9)}.${r.integer(0, 9)}.${r.integer(0, 9)}.${r.integer(0, 99)}`,
    form: "version 1.0.0.1 after the word",
    lead: r.pick(["version ", "Version: ", "build "]),
    field: r.pick(["version", "build"]),
  }),
  (r) => ({ value: `${r.integer(256, 999)}.${octet(r)}.${octet(r)}.${octet(r)}`, form: "IPv4 out of range" }),
  (r) => ({ value: `${r.integer(1, 223)}.${octet(r)}.${octet(r)}`, form: "three parts" }),
  (r) => ({ value: `${r.integer(0, 23)}:${r.integer(10, 59)}:${r.integer(10, 59)}`, form: "time" }),
  (r) => ({
    value: Array.from({ length: 6 }, () => hex(r, 2).padStart(2, "0").toUpperCase()).join(":"),
    form: "MAC address",
  }),
  (r) => ({ value: Array.from({ length: 40 }, () => hex(r, 1)).join(""), form: "hex hash" }),
  (r) => ({
    value: `${r.pick(["std", "Vec", "crate", "fmt"])}::${r.pick(["vector", "new", "db", "Debug"])}`,
    form: "code path",
  }),
  (r) => ({ value: `1.3.6.1.4.1.${r.integer(1, 99999)}`, form: "OID" }),
  (r) => ({ value: `${r.integer(1, 9)}::${r.integer(1, 9)}::${r.integer(1, 9)}`, form: "two :: groups" }),
  (r) => ({ value: `${r.integer(1990, 2030)}.${r.integer(1, 12)}.${r.integer(1, 28)}`, form: "dotted date" }),
  (r) => ({
    value: `${r.integer(1, 9)}:${r.integer(1, 9)}:${r.integer(1, 9)}:${r.integer(1, 9)}:${r.integer(1, 9)}:${r.integer(1, 9)}:${r.integer(1, 9)}`,
    form: "seven groups",
  }),
  (r) => ({ value: `${r.integer(0, 23)}:${r.integer(10, 59)}`, form: "clock time" }),
];

/** IPv4 and IPv6 in every written form, bare, with a port or in a URL; look-alikes from versions and times. */
export const ipSamples: PiiSampler = {
  entity: PiiEntity.IP_ADDRESS,
  value: (random) => {
    const form = random.pick(addresses)(random);
    const { before, after } = random.pick(settings)(form.value, random);
    return {
      ...form,
      lead: random.pick(["from ", "host ", "client IP ", "", "connect to "]),
      field: random.pick(["ip", "client_ip", "remote_addr", "host"]),
      before,
      after: `${form.after ?? ""}${after}`,
    };
  },
  nearMiss: (random) => {
    const form = random.pick(nearMisses)(random);
    return {
      ...form,
      lead: form.lead ?? random.pick(["version ", "", "at ", "build ", "id "]),
      field: form.field ?? random.pick(["version", "build", "time", "ref"]),
    };
  },
};
