/** A key as its row reads. */
export interface ListedKey {
  readonly id: string;
  /** First and last characters, e.g. "mk-de...b8a7f". */
  readonly masked: string;
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:mm */
  readonly time: string;
}

/** A key the person just created: its id and the full value the page showed once. */
export interface CreatedKey {
  readonly id: string;
  readonly value: string;
}

/** What a person can do on the api keys screen, in words of the product; both worlds implement it. */
export interface ApiKeysDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
  /** Goes to another page through the menu and back, without reloading the app. */
  leaveAndReturn(): Promise<void>;
  /** The keys listed, oldest first. */
  listedKeys(): Promise<readonly ListedKey[]>;
  /** Clicks the create button and waits for the answer: the key created, or null when none was. */
  createKey(): Promise<CreatedKey | null>;
  /** The full value of the new key while it is shown, else null. */
  revealedKey(): Promise<string | null>;
  /** The warning shown with the new key, null when no key is shown. */
  revealedWarning(): Promise<string | null>;
  /** Says the new key was saved: its full value goes away. */
  hideRevealedKey(): Promise<void>;
  /** Clicks the key's delete button: the confirmation opens. */
  askToDelete(id: string): Promise<void>;
  /** The confirmation's question while it is open, else null. */
  confirmation(): Promise<string | null>;
  confirmDeletion(): Promise<void>;
  cancelDeletion(): Promise<void>;
  /** The title of what the page shows instead of the list (no keys, failure); null with a list. */
  notice(): Promise<string | null>;
  /** Makes the gateway refuse the next API key call with these messages (memory adapters only). */
  refuseNextCall(...serverMessages: string[]): Promise<void>;
}
