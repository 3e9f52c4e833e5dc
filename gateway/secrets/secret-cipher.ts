import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/** The environment variable holding the key: 32 random bytes, base64 (`npm start` makes one on first start). */
export const SECRET_KEY_VARIABLE = "GATEWAY_SECRET_KEY";

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Marks a sealed value, and the format's version: `sealed:v1:<key id>:<iv>:<ciphertext and tag>`. */
export const SEALED_PREFIX = "sealed:v1:";
/** 32 bytes in base64: 43 characters and a padding sign, which may be left out. */
const BASE64_KEY = /^[A-Za-z0-9+/]{43}=?$/;

/**
 * Seals the secrets the gateway must send on (custom models' keys, upstream keys kept in the database, webhook
 * secrets) so that the database holds no secret in plain text: AES-256-GCM with a key from the environment, a
 * fresh IV for every value. A sealed value names the key it was sealed with (the first 8 hex digits of the key's
 * SHA-256), so a value sealed with another key is told apart from a damaged one.
 */
export class SecretCipher {
  private readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES)
      throw new Error(`${SECRET_KEY_VARIABLE} must be ${KEY_BYTES} bytes, base64`);
    this.keyId = keyIdOf(key);
  }

  /** From the environment; a missing or malformed key is an error that names the variable. */
  static fromEnvironment(env: Readonly<Record<string, string | undefined>>): SecretCipher {
    const text = env[SECRET_KEY_VARIABLE]?.trim();
    if (!text)
      throw new Error(`${SECRET_KEY_VARIABLE} is not set: it must hold ${KEY_BYTES} random bytes, base64`);
    if (!BASE64_KEY.test(text))
      throw new Error(`${SECRET_KEY_VARIABLE} must hold ${KEY_BYTES} random bytes, base64`);
    const key = Buffer.from(text, "base64");
    return new SecretCipher(key);
  }

  /**
   * A key of its own for another use of the same secret (HKDF-SHA-256, `info` naming the use), so one variable keys
   * everything and no use can be turned into another.
   */
  derivedKey(info: string): Buffer {
    return Buffer.from(hkdfSync("sha256", this.key, Buffer.alloc(0), info, KEY_BYTES));
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `${SEALED_PREFIX}${this.keyId}:${iv.toString("base64url")}:${sealed.toString("base64url")}`;
  }

  /** The secret a sealed value holds; throws when it was sealed with another key, or changed since. */
  open(sealedValue: string): string {
    if (!isSealed(sealedValue)) throw new Error("Not a sealed secret");
    const [keyId, iv, data] = sealedValue.slice(SEALED_PREFIX.length).split(":");
    if (keyId !== this.keyId)
      throw new Error(
        `This secret was sealed with another key (${keyId}), not with ${SECRET_KEY_VARIABLE}'s`,
      );
    const ivBytes = Buffer.from(iv ?? "", "base64url");
    const bytes = Buffer.from(data ?? "", "base64url");
    if (ivBytes.length !== IV_BYTES || bytes.length < TAG_BYTES)
      throw new Error("A sealed secret is damaged");
    const decipher = createDecipheriv("aes-256-gcm", this.key, ivBytes);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    } catch {
      throw new Error("A sealed secret is damaged");
    }
  }
}

/** Whether a stored value is sealed already (a migration seals only those that are not). */
export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

/** A new key for the environment: 32 random bytes, base64. */
export function newSecretKey(): string {
  return randomBytes(KEY_BYTES).toString("base64");
}

function keyIdOf(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8);
}
