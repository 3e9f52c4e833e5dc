import type { RotationGrace } from "../../../core/api-keys/rotation-grace.ts";

/** A key as its row reads. */
export interface ListedKey {
  readonly id: string;
  readonly name: string;
  /** First and last characters, e.g. "mk-de...b8a7f". */
  readonly masked: string;
  /** The status tag's words: "Active", "Expiring soon", "Expired", "Revoked". */
  readonly status: string;
  /** "The old secret works until …" while a rotated-out secret works, else "". */
  readonly grace: string;
  /** The spend this month, "of" the budget when it has one. */
  readonly budget: string;
  readonly limits: string;
  readonly models: string;
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:mm */
  readonly time: string;
}

/** A key the person just made (or rotated): its id and the secret the page showed once. */
export interface CreatedKey {
  readonly id: string;
  readonly value: string;
}

/** What a person types in the key's settings dialog; a field left out stays as it is (empty for a new key). */
export interface KeySettingsTyped {
  readonly name?: string;
  /** YYYY-MM-DD */
  readonly lastDay?: string;
  readonly monthlyBudgetUsd?: string;
  readonly requestsPerMinute?: string;
  readonly tokensPerMinute?: string;
  /** Ticked in the allowed models. */
  readonly models?: readonly string[];
}

/** What a person can do on the api keys screen, in words of the product; both worlds implement it. */
export interface ApiKeysDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
  /** Goes to another page through the menu and back, without reloading the app. */
  leaveAndReturn(): Promise<void>;
  /** The keys listed, newest first. */
  listedKeys(): Promise<readonly ListedKey[]>;
  /**
   * Opens the new key's dialog, types these settings (a name of its own when none is given), submits and waits
   * for the answer: the key made, or null when none was (the dialog then stays open with its broken rules).
   */
  createKey(settings?: KeySettingsTyped): Promise<CreatedKey | null>;
  /** The broken rules the open settings dialog shows, else none. */
  settingsErrors(): Promise<readonly string[]>;
  /** Edits the key's settings in its dialog and saves. */
  editKey(id: string, settings: KeySettingsTyped): Promise<void>;
  /** Rotates the key with this grace; the new secret shown, or null when none is. */
  rotateKey(id: string, grace: RotationGrace): Promise<CreatedKey | null>;
  /** The secret shown in full while it is, else null. */
  revealedKey(): Promise<string | null>;
  /** The warning shown with a secret, null when none is shown. */
  revealedWarning(): Promise<string | null>;
  /** Says the secret was saved: it goes away. */
  hideRevealedKey(): Promise<void>;
  /** Clicks the key's revoke button: the confirmation opens. */
  askToRevoke(id: string): Promise<void>;
  /** Clicks the key's delete button: the confirmation opens. */
  askToDelete(id: string): Promise<void>;
  /** The confirmation's question while it is open, else null. */
  confirmation(): Promise<string | null>;
  /** Answers the confirmation with its action (revoke or delete). */
  confirm(): Promise<void>;
  cancelConfirmation(): Promise<void>;
  /** The title of what the page shows instead of the list (no keys, failure); null with a list. */
  notice(): Promise<string | null>;
  /** Gives the person a key named so, made a month ago, whose last day was yesterday (memory adapters only). */
  holdExpiredKey(name: string): Promise<void>;
  /** Makes the gateway refuse the next API key call with these messages (memory adapters only). */
  refuseNextCall(...serverMessages: string[]): Promise<void>;
}
