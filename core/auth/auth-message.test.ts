import { describe, expect, it } from "vitest";
import { AuthError, AuthErrorCode, authErrorCodeOf } from "./auth-error.ts";
import { AuthMessage, messageForAuthError } from "./auth-message.ts";

describe("the message for an auth failure (SPEC §8)", () => {
  it("reads as incorrect credentials for a wrong password and for an existing email alike", () => {
    expect(messageForAuthError(AuthErrorCode.INVALID_LOGIN_CREDENTIALS)).toBe(
      AuthMessage.INCORRECT_CREDENTIALS,
    );
    expect(messageForAuthError(AuthErrorCode.EMAIL_EXISTS)).toBe(AuthMessage.INCORRECT_CREDENTIALS);
  });

  it.each([
    [AuthErrorCode.TOO_MANY_REQUEST, AuthMessage.TOO_MANY_ATTEMPTS],
    [AuthErrorCode.INVALID_OOB_CODE, AuthMessage.INVALID_CODE],
    [AuthErrorCode.UNKNOW, AuthMessage.PROBLEM],
    [AuthErrorCode.POPUP_BLOCKED, AuthMessage.POPUP_BLOCKED],
    [AuthErrorCode.POPUP_CLOSED_BY_USER, AuthMessage.POPUP_CLOSED_BY_USER],
    [AuthErrorCode.CANCELLED_POPUP_REQUEST, AuthMessage.CANCELLED_POPUP_REQUEST],
    [AuthErrorCode.UNAUTHORIZED_DOMAIN, AuthMessage.UNAUTHORIZED_DOMAIN],
    [AuthErrorCode.NETWORK_REQUEST_FAILED, AuthMessage.NETWORK_REQUEST_FAILED],
    [AuthErrorCode.WEB_STORAGE_UNSUPPORTED, AuthMessage.WEB_STORAGE_UNSUPPORTED],
  ])("%s reads as %s", (code, message) => {
    expect(messageForAuthError(code)).toBe(message);
  });

  it("treats anything that is not an AuthError as unknown", () => {
    expect(authErrorCodeOf(new TypeError("x"))).toBe(AuthErrorCode.UNKNOW);
    expect(authErrorCodeOf(new AuthError(AuthErrorCode.EMAIL_EXISTS))).toBe(AuthErrorCode.EMAIL_EXISTS);
  });
});
