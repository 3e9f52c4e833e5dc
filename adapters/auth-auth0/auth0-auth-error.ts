import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";

/** The SDK's `error` codes (and OAuth's) onto SPEC §8's; anything unlisted is UNKNOW. */
const BY_AUTH0_ERROR: Readonly<Record<string, AuthErrorCode>> = {
  popup_open: AuthErrorCode.POPUP_BLOCKED,
  cancelled: AuthErrorCode.POPUP_CLOSED_BY_USER,
  too_many_attempts: AuthErrorCode.TOO_MANY_REQUEST,
  invalid_user_password: AuthErrorCode.INVALID_LOGIN_CREDENTIALS,
  unauthorized_client: AuthErrorCode.UNAUTHORIZED_DOMAIN,
};

export function fromAuth0Error(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  // fetch rejects with a TypeError when the network (or CORS) fails; the SDK passes it on as is.
  if (error instanceof TypeError)
    return new AuthError(AuthErrorCode.NETWORK_REQUEST_FAILED, { cause: error });
  const code = (error as { error?: unknown } | null)?.error;
  return new AuthError((typeof code === "string" && BY_AUTH0_ERROR[code]) || AuthErrorCode.UNKNOW, {
    cause: error,
  });
}

/** OAuth answers to a refresh-token grant that mean "sign in again", not "something broke". */
export function isRefusedRefresh(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === "invalid_grant" || code === "missing_refresh_token" || code === "login_required";
}
