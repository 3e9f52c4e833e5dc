import { describe, expect, it } from "vitest";
import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import { fromFirebaseError } from "./firebase-auth-error.ts";

describe("Firebase errors", () => {
  it.each([
    ["auth/email-already-in-use", AuthErrorCode.EMAIL_EXISTS],
    ["auth/invalid-credential", AuthErrorCode.INVALID_LOGIN_CREDENTIALS],
    ["auth/invalid-login-credentials", AuthErrorCode.INVALID_LOGIN_CREDENTIALS],
    ["auth/wrong-password", AuthErrorCode.INVALID_LOGIN_CREDENTIALS],
    ["auth/user-not-found", AuthErrorCode.INVALID_LOGIN_CREDENTIALS],
    ["auth/too-many-requests", AuthErrorCode.TOO_MANY_REQUEST],
    ["auth/invalid-action-code", AuthErrorCode.INVALID_OOB_CODE],
    ["auth/expired-action-code", AuthErrorCode.INVALID_OOB_CODE],
    ["auth/popup-blocked", AuthErrorCode.POPUP_BLOCKED],
    ["auth/popup-closed-by-user", AuthErrorCode.POPUP_CLOSED_BY_USER],
    ["auth/cancelled-popup-request", AuthErrorCode.CANCELLED_POPUP_REQUEST],
    ["auth/unauthorized-domain", AuthErrorCode.UNAUTHORIZED_DOMAIN],
    ["auth/network-request-failed", AuthErrorCode.NETWORK_REQUEST_FAILED],
    ["auth/web-storage-unsupported", AuthErrorCode.WEB_STORAGE_UNSUPPORTED],
    ["auth/internal-error", AuthErrorCode.UNKNOW],
  ])("%s becomes %s", (firebaseCode, code) => {
    const original = Object.assign(new Error(`Firebase: Error (${firebaseCode}).`), { code: firebaseCode });
    const mapped = fromFirebaseError(original);
    expect(mapped.code).toBe(code);
    expect(mapped.cause).toBe(original);
  });

  it("leaves an AuthError as it is, and treats anything without a code as unknown", () => {
    const already = new AuthError(AuthErrorCode.INVALID_OOB_CODE);
    expect(fromFirebaseError(already)).toBe(already);
    expect(fromFirebaseError(null).code).toBe(AuthErrorCode.UNKNOW);
  });
});
