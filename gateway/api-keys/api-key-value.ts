import { randomBytes } from "node:crypto";

/**
 * A new key's value: `mk-` and 32 random hex characters (128 bits), as the memory adapter makes them, so keys
 * look the same on every profile.
 */
export function newApiKeyValue(): string {
  return `mk-${randomBytes(16).toString("hex")}`;
}
