import type { KeyOnRecord } from "./key-on-record.ts";

export const KeyRefusalReason = {
  EXPIRED: "expired",
  REVOKED: "revoked",
  ROTATED: "rotated",
} as const;
export type KeyRefusalReason = (typeof KeyRefusalReason)[keyof typeof KeyRefusalReason];

/** Why a key known to the gateway is not let through, worded for the person who sent it. */
export interface KeyRefusal {
  readonly reason: KeyRefusalReason;
  readonly message: string;
}

type KeyStanding = Pick<KeyOnRecord, "expiresAt" | "revokedAt" | "previousSecretUntil" | "secretUsed">;

/**
 * Whether a request may use this key at `now`: null when it may, else why not. A revocation wins over the rest
 * (it is what its owner did last); a rotated-out secret is refused once its grace is over even if the key itself
 * is fine; an expired key is refused whichever secret it came with.
 */
export function keyRefusal(key: KeyStanding, now: number): KeyRefusal | null {
  if (
    // Stryker disable next-line ConditionalExpression: Date.parse(null) is NaN and NaN <= now is false, so the null test only narrows the type
    key.revokedAt !== null &&
    Date.parse(key.revokedAt) <= now
  )
    return { reason: KeyRefusalReason.REVOKED, message: "This API key was revoked." };
  const until = key.previousSecretUntil;
  if (key.secretUsed === "previous" && (until === null || Date.parse(until) <= now))
    return {
      reason: KeyRefusalReason.ROTATED,
      message:
        until === null
          ? "This API key's secret was rotated; the old secret no longer works."
          : `This API key's secret was rotated; the old secret stopped working at ${new Date(Date.parse(until)).toISOString()}.`,
    };
  if (
    // Stryker disable next-line ConditionalExpression: Date.parse(null) is NaN and NaN <= now is false, so the null test only narrows the type
    key.expiresAt !== null &&
    Date.parse(key.expiresAt) <= now
  )
    return {
      reason: KeyRefusalReason.EXPIRED,
      message: `This API key expired on ${new Date(Date.parse(key.expiresAt)).toISOString()}.`,
    };
  return null;
}

/**
 * Whether a key may ask for this model: null when it may (a key without allowed models may ask for any its owner
 * may use), else the refusal's words (the endpoints answer 403 model_not_found).
 */
export function keyModelRefusal(key: Pick<KeyOnRecord, "allowedModels">, model: string): string | null {
  if (key.allowedModels === null || key.allowedModels.includes(model)) return null;
  const allowed = [...key.allowedModels].sort().join(", ");
  return `Model ${model} is not allowed for this API key. Allowed models: ${allowed}.`;
}

/** A request naming, by its id, a key that is not the signed-in person's (403). */
export function notYourKeyMessage(keyId: string): string {
  return `API key ${keyId} is not one of yours.`;
}
