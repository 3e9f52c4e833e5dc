/** How a key stands: lists mark it, and only an active or expiring key is let through. */
export const ApiKeyStatus = {
  ACTIVE: "active",
  /** Active, and expires within EXPIRING_WITHIN_MS. */
  EXPIRING: "expiring",
  EXPIRED: "expired",
  REVOKED: "revoked",
} as const;
export type ApiKeyStatus = (typeof ApiKeyStatus)[keyof typeof ApiKeyStatus];

export const EXPIRING_WITHIN_MS = 7 * 86_400_000;

export function apiKeyStatus(
  key: { readonly expiresAt: string | null; readonly revokedAt: string | null },
  now: number,
): ApiKeyStatus {
  if (
    // Stryker disable next-line ConditionalExpression: Date.parse(null) is NaN and NaN <= now is false, so the null test only narrows the type
    key.revokedAt !== null &&
    Date.parse(key.revokedAt) <= now
  )
    return ApiKeyStatus.REVOKED;
  // Stryker disable next-line ConditionalExpression: a null expiry parses as NaN, which passes neither comparison below: active either way
  if (key.expiresAt === null) return ApiKeyStatus.ACTIVE;
  const expiresAt = Date.parse(key.expiresAt);
  if (expiresAt <= now) return ApiKeyStatus.EXPIRED;
  return expiresAt - now <= EXPIRING_WITHIN_MS ? ApiKeyStatus.EXPIRING : ApiKeyStatus.ACTIVE;
}
