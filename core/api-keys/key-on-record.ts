import type { ApiKeySettings } from "./api-key-settings.dto.ts";

/** Which of a key's secrets a request carried: after a rotation the previous one works until its grace ends. */
export type SecretUsed = "current" | "previous";

/**
 * A key as the model endpoints hold a request to it: its settings and its standing. What the gateway's key lookup
 * answers, and what the memory profile checks the playground's requests against.
 */
export interface KeyOnRecord extends ApiKeySettings {
  readonly id: string;
  /** First 5 and last 5 characters: what logs keep. */
  readonly maskedValue: string;
  readonly revokedAt: string | null;
  readonly previousSecretUntil: string | null;
  /** "current" when the request came by key id (the playground), not by a secret. */
  readonly secretUsed: SecretUsed;
}
