import { createHash, createHmac } from "node:crypto";
import type { AuditSeal } from "../../core/audit/audit-seal.port.ts";
import type { SecretCipher } from "../secrets/secret-cipher.ts";

/** The HKDF use the audit chain's key is derived for. */
const AUDIT_KEY_USE = "audit-chain";

/**
 * The gateway's audit seal, keyed from GATEWAY_SECRET_KEY (through the cipher, so the same rules hold: kept beside
 * PGlite's data, required with a PostgreSQL server), so rewriting the chain takes more than the database.
 */
export function auditSealFrom(cipher: SecretCipher): AuditSeal {
  const key = cipher.derivedKey(AUDIT_KEY_USE);
  return {
    digest: async (text) => createHash("sha256").update(text, "utf8").digest("hex"),
    seal: async (text) => createHmac("sha256", key).update(text, "utf8").digest("hex"),
  };
}
