/** A key as the list shows it: never its full value. */
export interface ListedApiKey {
  readonly id: string;
  /** First and last characters only. */
  readonly masked: string;
  /** YYYY-MM-DD, local. */
  readonly date: string;
  /** HH:mm, local. */
  readonly time: string;
}

/** The key just created, whose full value is shown this once. */
export interface RevealedApiKey {
  readonly id: string;
  readonly masked: string;
  readonly value: string;
}

/** The call in flight; the screen's buttons wait while there is one. */
export type ApiKeysCall = "creating" | "removing" | null;

export interface ApiKeysState {
  /** The first list: loading, shown, or failed (with a retry). */
  readonly status: "loading" | "ready" | "failed";
  /** Oldest first, as the gateway answers. */
  readonly keys: readonly ListedApiKey[];
  /** Why the list could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  readonly call: ApiKeysCall;
  readonly revealed: RevealedApiKey | null;
  /** The key the person asked to delete, waiting for their confirmation (and while it is being deleted). */
  readonly removal: ListedApiKey | null;
}

export const INITIAL_API_KEYS_STATE: ApiKeysState = {
  status: "loading",
  keys: [],
  failure: [],
  call: null,
  revealed: null,
  removal: null,
};
