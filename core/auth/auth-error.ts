/**
 * The auth codes of SPEC §8 and the popup failures it lists. Every identity adapter maps its own errors onto
 * these, so the screens speak one language whatever provider is behind them.
 */
export enum AuthErrorCode {
  UNKNOW = "UNKNOW",
  INVALID_LOGIN_CREDENTIALS = "INVALID_LOGIN_CREDENTIALS",
  EMAIL_EXISTS = "EMAIL_EXISTS",
  TOO_MANY_REQUEST = "TOO_MANY_REQUEST",
  INVALID_OOB_CODE = "INVALID_OOB_CODE",
  POPUP_BLOCKED = "POPUP_BLOCKED",
  POPUP_CLOSED_BY_USER = "POPUP_CLOSED_BY_USER",
  CANCELLED_POPUP_REQUEST = "CANCELLED_POPUP_REQUEST",
  UNAUTHORIZED_DOMAIN = "UNAUTHORIZED_DOMAIN",
  NETWORK_REQUEST_FAILED = "NETWORK_REQUEST_FAILED",
  WEB_STORAGE_UNSUPPORTED = "WEB_STORAGE_UNSUPPORTED",
}

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = "AuthError";
  }
}

export function authErrorCodeOf(error: unknown): AuthErrorCode {
  return error instanceof AuthError ? error.code : AuthErrorCode.UNKNOW;
}
