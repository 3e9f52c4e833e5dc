import { createHash, randomBytes } from "node:crypto";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";

/**
 * A new key's secret: the prefix (`mk-` by default) and 32 random hex characters (128 bits), as the memory
 * adapters make them, so keys look the same on every profile. Shown once, in the answer that issues it; only its
 * hash is kept.
 */
export function newApiKeyValue(prefix = "mk-"): string {
  return `${prefix}${randomBytes(16).toString("hex")}`;
}

/** SHA-256 of a secret, hex: enough for a high-entropy secret, and what a key is found by. */
export function secretHash(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** How many of a secret's first characters are kept to tell keys apart without their secrets. */
const LOOKUP_PREFIX_LENGTH = 8;

/** What is kept of a secret: its hash, its first characters and its masked form (never the secret). */
export function keptOfSecret(secret: string) {
  return {
    secretHash: secretHash(secret),
    lookupPrefix: secret.slice(0, LOOKUP_PREFIX_LENGTH),
    maskedValue: maskApiKey(secret),
  };
}

/** The columns of a key holding this secret, named, without limits: what seeds, tests and provider states store. */
export function keyColumnsOf(id: string, secret: string, name: string) {
  return { id, ...keptOfSecret(secret), name };
}
