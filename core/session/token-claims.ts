import type { Session } from "./session.entity.ts";

/** SPEC §9: a token counts as expired this long before its `exp` claim, so it never expires mid-request. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;

export interface TokenClaims {
  readonly email: string | null;
  /** Seconds since the epoch. */
  readonly exp: number | null;
}

const NO_CLAIMS: TokenClaims = { email: null, exp: null };

/** Reads the claims of a JWT without verifying it: the gateway verifies; the dashboard only needs to read. */
export function readTokenClaims(token: string): TokenClaims {
  const payload = token.split(".")[1];
  try {
    // A missing or empty payload, text that is not JSON, and JSON null all throw here: no claims.
    // Stryker disable next-line StringLiteral: any text standing for a missing payload fails to parse, as "" does
    const { email, exp } = JSON.parse(decodeBase64Url(payload ?? "")) as Record<string, unknown>;
    return {
      email: typeof email === "string" ? email : null,
      exp: Number.isFinite(exp) ? (exp as number) : null,
    };
  } catch {
    return NO_CLAIMS;
  }
}

/** A token with no readable expiry is treated as expired: refreshing it is the safe choice. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const { exp } = readTokenClaims(token);
  return nowMs / 1000 >= (exp ?? -Infinity) - TOKEN_EXPIRY_MARGIN_SECONDS;
}

/** The signed-in person's email, from the token's claims. */
export function sessionEmail(session: Session): string | null {
  return session.token ? readTokenClaims(session.token).email : null;
}

/** atob decodes base64 without its padding (forgiving-base64), so only base64url's two letters are swapped back. */
function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
