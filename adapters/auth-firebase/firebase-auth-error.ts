import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";

/** Firebase's error codes (`auth/…`) onto SPEC §8's; anything unlisted is UNKNOW. */
const BY_FIREBASE_CODE: Readonly<Record<string, AuthErrorCode>> = {
  "auth/email-already-in-use": AuthErrorCode.EMAIL_EXISTS,
  // With email-enumeration protection Firebase answers every wrong email or password with invalid-credential.
  "auth/invalid-credential": AuthErrorCode.INVALID_LOGIN_CREDENTIALS,
  "auth/invalid-login-credentials": AuthErrorCode.INVALID_LOGIN_CREDENTIALS,
  "auth/wrong-password": AuthErrorCode.INVALID_LOGIN_CREDENTIALS,
  "auth/user-not-found": AuthErrorCode.INVALID_LOGIN_CREDENTIALS,
  "auth/too-many-requests": AuthErrorCode.TOO_MANY_REQUEST,
  "auth/invalid-action-code": AuthErrorCode.INVALID_OOB_CODE,
  "auth/expired-action-code": AuthErrorCode.INVALID_OOB_CODE,
  "auth/popup-blocked": AuthErrorCode.POPUP_BLOCKED,
  "auth/popup-closed-by-user": AuthErrorCode.POPUP_CLOSED_BY_USER,
  "auth/cancelled-popup-request": AuthErrorCode.CANCELLED_POPUP_REQUEST,
  "auth/unauthorized-domain": AuthErrorCode.UNAUTHORIZED_DOMAIN,
  "auth/network-request-failed": AuthErrorCode.NETWORK_REQUEST_FAILED,
  "auth/web-storage-unsupported": AuthErrorCode.WEB_STORAGE_UNSUPPORTED,
};

export function fromFirebaseError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new AuthError((typeof code === "string" && BY_FIREBASE_CODE[code]) || AuthErrorCode.UNKNOW, {
    cause: error,
  });
}
