import type { TokenCipher } from "../../core/session/token-cipher.port.ts";

const VERSION = "v1";
const IV_BYTES = 12;

/**
 * AES-GCM (Web Crypto) with a 256-bit key derived by SHA-256 from a fixed secret. Each value gets a fresh random
 * IV; the stored form is `v1.<iv>.<ciphertext>` in base64. GCM's tag makes a tampered value fail to decrypt.
 */
export class AesGcmTokenCipher implements TokenCipher {
  private key: Promise<CryptoKey> | null = null;

  constructor(
    private readonly crypto: Crypto,
    private readonly secret: string,
  ) {}

  async encrypt(plainText: string): Promise<string> {
    const iv = this.crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const sealed = await this.crypto.subtle.encrypt(
      { name: "AES-GCM", iv },
      await this.derivedKey(),
      new TextEncoder().encode(plainText),
    );
    return [VERSION, toBase64(iv), toBase64(new Uint8Array(sealed))].join(".");
  }

  async decrypt(sealedText: string): Promise<string> {
    const [version, iv, data] = sealedText.split(".");
    if (version !== VERSION || !iv || !data) throw new Error("Not a value sealed by this cipher");
    const plain = await this.crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv) },
      await this.derivedKey(),
      fromBase64(data),
    );
    return new TextDecoder().decode(plain);
  }

  private derivedKey(): Promise<CryptoKey> {
    this.key ??= this.crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(this.secret))
      .then((raw) => this.crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
    return this.key;
  }
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
