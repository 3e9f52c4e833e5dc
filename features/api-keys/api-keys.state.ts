import type { RotationGrace } from "../../core/api-keys/rotation-grace.ts";
import type { ApiKeyQuestion } from "../../ui/api-keys/api-key-confirm-alert.tsx";
import type { ApiKeySettingsFormState } from "../../ui/api-keys/api-key-settings-draft.ts";
import type { ListedApiKey } from "../../ui/api-keys/listed-api-key.ts";

/** A secret just issued (a new key, or a rotated one), shown in full this once. */
export interface RevealedApiKey {
  readonly id: string;
  readonly name: string;
  readonly masked: string;
  readonly value: string;
  readonly rotated: boolean;
}

/** A rotation waiting for the grace to be chosen and confirmed. */
export interface ApiKeyRotation {
  readonly id: string;
  readonly name: string;
  readonly grace: RotationGrace;
}

/** A revocation or deletion waiting for the person's confirmation (and while it runs). */
export interface ApiKeyConfirmation extends ApiKeyQuestion {
  readonly id: string;
}

/** The call in flight; the screen's buttons wait while there is one. */
export type ApiKeysCall = "creating" | "saving" | "rotating" | "revoking" | "removing" | null;

export interface ApiKeysState {
  /** The first list: loading, shown, or failed (with a retry). */
  readonly status: "loading" | "ready" | "failed";
  /** Newest first. */
  readonly keys: readonly ListedApiKey[];
  /** Why the list could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  readonly call: ApiKeysCall;
  readonly revealed: RevealedApiKey | null;
  /** The create or edit dialog's form; null when closed. */
  readonly form: ApiKeySettingsFormState | null;
  /** The models a key may be limited to (the catalogue's active ones). */
  readonly models: readonly string[];
  readonly rotation: ApiKeyRotation | null;
  readonly confirmation: ApiKeyConfirmation | null;
}

export const INITIAL_API_KEYS_STATE: ApiKeysState = {
  status: "loading",
  keys: [],
  failure: [],
  call: null,
  revealed: null,
  form: null,
  models: [],
  rotation: null,
  confirmation: null,
};
