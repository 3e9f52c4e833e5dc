import { describe, expect, it } from "vitest";
import { unsignedToken } from "../../adapters/auth-memory/unsigned-token.ts";
import { SIGNED_OUT } from "./session.entity.ts";
import {
  isTokenExpired,
  readTokenClaims,
  sessionEmail,
  TOKEN_EXPIRY_MARGIN_SECONDS,
} from "./token-claims.ts";

const exp = 1_800_000_000;
const token = unsignedToken({ email: "ada@meridian.example", exp, name: "Ada Lövelace" });

describe("the token's claims", () => {
  it("give the email and the expiry", () => {
    expect(readTokenClaims(token)).toEqual({ email: "ada@meridian.example", exp });
  });

  it("are empty for something that is not a JWT", () => {
    expect(readTokenClaims("opaque")).toEqual({ email: null, exp: null });
    expect(readTokenClaims("a.%%%.c")).toEqual({ email: null, exp: null });
    expect(readTokenClaims(`x.${btoa("[1]")}.y`)).toEqual({ email: null, exp: null });
  });

  it("give the signed-in person's email", () => {
    expect(sessionEmail({ token, refreshToken: "r", isAuthenticated: true })).toBe("ada@meridian.example");
    expect(sessionEmail(SIGNED_OUT)).toBeNull();
  });
});

describe("a token's freshness", () => {
  it("ends 300 seconds before its exp claim", () => {
    expect(TOKEN_EXPIRY_MARGIN_SECONDS).toBe(300);
    expect(isTokenExpired(token, (exp - 301) * 1000)).toBe(false);
    expect(isTokenExpired(token, (exp - 300) * 1000)).toBe(true);
    expect(isTokenExpired(token, exp * 1000)).toBe(true);
  });

  it("counts a token without a readable expiry as expired", () => {
    expect(isTokenExpired(unsignedToken({ email: "a@b.io" }), 0)).toBe(true);
    expect(isTokenExpired("opaque", 0)).toBe(true);
  });
});
