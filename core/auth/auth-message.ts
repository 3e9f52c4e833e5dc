import { AuthErrorCode } from "./auth-error.ts";

/**
 * What the auth screens tell the person (SPEC §8). Screens translate each into the words of the catalogue;
 * core only decides which one applies.
 */
export enum AuthMessage {
  INCORRECT_CREDENTIALS = "INCORRECT_CREDENTIALS",
  TOO_MANY_ATTEMPTS = "TOO_MANY_ATTEMPTS",
  INVALID_CODE = "INVALID_CODE",
  PROBLEM = "PROBLEM",
  POPUP_BLOCKED = "POPUP_BLOCKED",
  POPUP_CLOSED_BY_USER = "POPUP_CLOSED_BY_USER",
  CANCELLED_POPUP_REQUEST = "CANCELLED_POPUP_REQUEST",
  UNAUTHORIZED_DOMAIN = "UNAUTHORIZED_DOMAIN",
  NETWORK_REQUEST_FAILED = "NETWORK_REQUEST_FAILED",
  WEB_STORAGE_UNSUPPORTED = "WEB_STORAGE_UNSUPPORTED",
  RESET_LINK_SENT = "RESET_LINK_SENT",
}

const FOR_ERROR: Readonly<Record<AuthErrorCode, AuthMessage>> = {
  [AuthErrorCode.INVALID_LOGIN_CREDENTIALS]: AuthMessage.INCORRECT_CREDENTIALS,
  // Saying the email exists would tell a stranger who has an account: it reads like wrong credentials.
  [AuthErrorCode.EMAIL_EXISTS]: AuthMessage.INCORRECT_CREDENTIALS,
  [AuthErrorCode.TOO_MANY_REQUEST]: AuthMessage.TOO_MANY_ATTEMPTS,
  [AuthErrorCode.INVALID_OOB_CODE]: AuthMessage.INVALID_CODE,
  [AuthErrorCode.UNKNOW]: AuthMessage.PROBLEM,
  [AuthErrorCode.POPUP_BLOCKED]: AuthMessage.POPUP_BLOCKED,
  [AuthErrorCode.POPUP_CLOSED_BY_USER]: AuthMessage.POPUP_CLOSED_BY_USER,
  [AuthErrorCode.CANCELLED_POPUP_REQUEST]: AuthMessage.CANCELLED_POPUP_REQUEST,
  [AuthErrorCode.UNAUTHORIZED_DOMAIN]: AuthMessage.UNAUTHORIZED_DOMAIN,
  [AuthErrorCode.NETWORK_REQUEST_FAILED]: AuthMessage.NETWORK_REQUEST_FAILED,
  [AuthErrorCode.WEB_STORAGE_UNSUPPORTED]: AuthMessage.WEB_STORAGE_UNSUPPORTED,
};

export function messageForAuthError(code: AuthErrorCode): AuthMessage {
  return FOR_ERROR[code];
}
