import type { AuditSeal } from "../../../core/audit/audit-seal.port.ts";

/**
 * The audit chain's hashes with WebCrypto: SHA-256, and HMAC-SHA-256 with a key made for this session and never
 * exported, as the memory profile has no environment to keep one in (the gateway derives its key from its cipher's).
 */
export class WebCryptoAuditSeal implements AuditSeal {
  private readonly key: Promise<CryptoKey>;

  constructor(private readonly subtle: SubtleCrypto = globalThis.crypto.subtle) {
    this.key = subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, ["sign"]) as Promise<CryptoKey>;
  }

  async digest(text: string): Promise<string> {
    return hex(await this.subtle.digest("SHA-256", utf8(text)));
  }

  async seal(text: string): Promise<string> {
    return hex(await this.subtle.sign("HMAC", await this.key, utf8(text)));
  }
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
