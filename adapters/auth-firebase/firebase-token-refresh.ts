import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import type { TokenPair } from "../../core/session/session.entity.ts";
import type { FirebaseSettings } from "./firebase-settings.ts";

/** Answers of the token service meaning "this refresh token is no longer honoured": the person signs in again. */
const REFUSED = [
  "TOKEN_EXPIRED",
  "INVALID_REFRESH_TOKEN",
  "USER_DISABLED",
  "USER_NOT_FOUND",
  "MISSING_REFRESH_TOKEN",
];

/**
 * Exchanges a refresh token at Firebase's secure-token endpoint (its documented REST API). The SDK keeps its own
 * user only in memory, so after a reload the stored refresh token is all there is, and no SDK download is needed.
 */
export async function refreshFirebaseToken(
  settings: FirebaseSettings,
  refreshToken: string,
  fetchFn: typeof fetch = fetch,
): Promise<TokenPair | null> {
  const origin = settings.emulatorHost
    ? `http://${settings.emulatorHost}/securetoken.googleapis.com`
    : "https://securetoken.googleapis.com";
  let response: Response;
  try {
    response = await fetchFn(`${origin}/v1/token?key=${encodeURIComponent(settings.apiKey)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
    });
  } catch (error) {
    throw new AuthError(AuthErrorCode.NETWORK_REQUEST_FAILED, { cause: error });
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && typeof body?.id_token === "string" && typeof body.refresh_token === "string") {
    return { token: body.id_token, refreshToken: body.refresh_token };
  }
  const message = String((body?.error as { message?: unknown } | undefined)?.message ?? "");
  if (REFUSED.some((reason) => message.startsWith(reason))) return null;
  if (response.status === 429 || message.startsWith("TOO_MANY_ATTEMPTS")) {
    throw new AuthError(AuthErrorCode.TOO_MANY_REQUEST);
  }
  throw new AuthError(AuthErrorCode.UNKNOW, {
    cause: new Error(`Token refresh failed: ${response.status} ${message}`),
  });
}
