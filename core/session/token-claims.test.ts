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

  it("are read from a base64url payload without padding, characters beyond ASCII included", () => {
    // {"email":"?€>?45@x.io"}: its base64 holds both + and /, which base64url writes - and _.
    expect(readTokenClaims("h.eyJlbWFpbCI6Ij_igqw-PzQ1QHguaW8ifQ.s")).toEqual({
      email: "?€>?45@x.io",
      exp: null,
    });
    expect(readTokenClaims(token).email).toBe("ada@meridian.example");
  });

  it.each([
    ["a@b.io", "eyJlbWFpbCI6ImFAYi5pbyJ9"],
    ["ab@b.io", "eyJlbWFpbCI6ImFiQGIuaW8ifQ"],
    ["abc@b.io", "eyJlbWFpbCI6ImFiY0BiLmlvIn0"],
    ["abc@b.io", "eyJlbWFpbCI6ImFiY0BiLmlvIn0="],
  ])("are read whatever padding the payload lacks or keeps: %s from %s", (email, payload) => {
    expect(readTokenClaims(`h.${payload}.s`).email).toBe(email);
  });

  it("leave out an email that is not text and an expiry that is not a finite number", () => {
    expect(readTokenClaims(unsignedToken({ email: 42, exp: "1800000000" }))).toEqual({
      email: null,
      exp: null,
    });
    expect(readTokenClaims(`x.${btoa('{"exp":1e999}')}.y`)).toEqual({ email: null, exp: null });
    expect(readTokenClaims(`x.${btoa("null")}.y`)).toEqual({ email: null, exp: null });
    expect(readTokenClaims(`x.${btoa('"text"')}.y`)).toEqual({ email: null, exp: null });
    expect(readTokenClaims("x..y")).toEqual({ email: null, exp: null });
  });

  it("give the signed-in person's email", () => {
    expect(sessionEmail({ token, refreshToken: "r", isAuthenticated: true })).toBe("ada@meridian.example");
    expect(sessionEmail(SIGNED_OUT)).toBeNull();
    expect(sessionEmail({ token: "opaque", refreshToken: "r", isAuthenticated: true })).toBeNull();
  });
});

describe("a token's freshness", () => {
  it("ends 300 seconds before its exp claim", () => {
    expect(TOKEN_EXPIRY_MARGIN_SECONDS).toBe(300);
    expect(isTokenExpired(token, (exp - 301) * 1000)).toBe(false);
    expect(isTokenExpired(token, (exp - 300) * 1000)).toBe(true);
    expect(isTokenExpired(token, (exp - 300) * 1000 - 1)).toBe(false);
    expect(isTokenExpired(token, exp * 1000)).toBe(true);
  });

  it("counts a token without a readable expiry as expired", () => {
    expect(isTokenExpired(unsignedToken({ email: "a@b.io" }), 0)).toBe(true);
    expect(isTokenExpired("opaque", 0)).toBe(true);
  });
});
