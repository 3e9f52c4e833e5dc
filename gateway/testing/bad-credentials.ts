import { createSign, generateKeyPairSync } from "node:crypto";
import { AUTH_EMULATOR_PROJECT } from "../../tests/support/auth-emulator.ts";
import type { EmulatorAccount } from "./emulator-accounts.ts";

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The claims of a Firebase ID token for this account, as the emulator would issue it now. */
function claimsOf(account: EmulatorAccount): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${AUTH_EMULATOR_PROJECT}`,
    aud: AUTH_EMULATOR_PROJECT,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: account.uid,
    user_id: account.uid,
    email: account.email,
  };
}

/** Unsigned, as the emulator signs; the gateway accepts it only with every claim right. */
function unsigned(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: "none", typ: "JWT" })}.${base64Url(claims)}.`;
}

/** Signed with a key of our own, under a key id Google never published. */
function forged(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const content = `${base64Url({ alg: "RS256", kid: "forged-key", typ: "JWT" })}.${base64Url(claims)}`;
  return `${content}.${createSign("RSA-SHA256").update(content).sign(privateKey).toString("base64url")}`;
}

/**
 * Authorization headers (undefined: none) that must never sign anyone in, for an account that exists: missing,
 * empty or garbage bearers, other schemes, and tokens naming the account that are expired, tampered with, for
 * another project or forged.
 */
export function badAuthorizations(account: EmulatorAccount): Readonly<Record<string, string | undefined>> {
  const claims = claimsOf(account);
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  return {
    "no header": undefined,
    "an empty header": "",
    "Bearer and nothing": "Bearer ",
    "a garbage bearer": "Bearer not-a-token",
    "a bearer of three dots": "Bearer ...",
    "two bearers": `Bearer ${account.idToken} ${account.idToken}`,
    "the Basic scheme": `Basic ${Buffer.from(`${account.email}:password`).toString("base64")}`,
    "the token without a scheme": account.idToken,
    "the token under another scheme": `Token ${account.idToken}`,
    "a tampered token": `Bearer ${account.idToken.slice(0, -1)}${account.idToken.endsWith("A") ? "B" : "A"}`,
    "a token with its claims changed": `Bearer ${unsigned({ ...claims, sub: "someone-else", user_id: "someone-else" }).replace(/\.$/, ".x")}`,
    "an expired token": `Bearer ${unsigned({ ...claims, iat: hourAgo - 3600, auth_time: hourAgo - 3600, exp: hourAgo })}`,
    "a token for another project": `Bearer ${unsigned({ ...claims, aud: "another-project", iss: "https://securetoken.google.com/another-project" })}`,
    "a token without a subject": `Bearer ${unsigned({ ...claims, sub: "", user_id: "" })}`,
    "a forged RS256 token": `Bearer ${forged(claims)}`,
  };
}
