import { describe, expect, it } from "vitest";
import { AuthError, AuthErrorCode, authErrorCodeOf } from "./auth-error.ts";

describe("an auth failure", () => {
  it("reads as its code, named as an AuthError, keeping what caused it", () => {
    const cause = new Error("auth/wrong-password");
    const error = new AuthError(AuthErrorCode.INVALID_LOGIN_CREDENTIALS, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AuthError");
    expect(error.message).toBe("INVALID_LOGIN_CREDENTIALS");
    expect(error.code).toBe(AuthErrorCode.INVALID_LOGIN_CREDENTIALS);
    expect(error.cause).toBe(cause);
    expect(String(error)).toBe("AuthError: INVALID_LOGIN_CREDENTIALS");
  });

  it("carries its own code to whoever catches it", () => {
    for (const code of Object.values(AuthErrorCode)) expect(authErrorCodeOf(new AuthError(code))).toBe(code);
  });

  it("is UNKNOW for anything else thrown, even an error whose message is a code", () => {
    expect(authErrorCodeOf(new Error("EMAIL_EXISTS"))).toBe(AuthErrorCode.UNKNOW);
    expect(authErrorCodeOf({ code: AuthErrorCode.EMAIL_EXISTS })).toBe(AuthErrorCode.UNKNOW);
    expect(authErrorCodeOf("TOO_MANY_REQUEST")).toBe(AuthErrorCode.UNKNOW);
    expect(authErrorCodeOf(undefined)).toBe(AuthErrorCode.UNKNOW);
  });
});
