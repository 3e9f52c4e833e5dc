import { randomBytes } from "node:crypto";

/** A provider-style id: a prefix naming the kind (cus, pm, sub, in) and 24 random hex characters. */
export function ledgerId(prefix: "cus" | "pm" | "sub" | "in"): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}
