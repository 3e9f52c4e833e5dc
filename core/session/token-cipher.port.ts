import { token } from "../wiring/token.ts";
/**
 * Symmetric encryption of the tokens before they reach storage (SPEC §3, §9). The key ships with the app, so it
 * keeps tokens from casual reading of storage, not from script running in the page.
 */
export interface TokenCipher {
  encrypt(plainText: string): Promise<string>;
  /** Rejects when the text was not sealed by this cipher's key or was altered. */
  decrypt(sealedText: string): Promise<string>;
}

export const TokenCipher = token<TokenCipher>("TokenCipher");
