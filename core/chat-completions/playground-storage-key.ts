import type { KeyValueStore, StorageKey } from "../storage/key-value-store.port.ts";

/**
 * Where the playground keeps its conversation across a reload; cleared on sign-out. Apart from stored-playground.ts
 * so that signing out (in every page's first download) does not carry the playground's reading rules.
 */
export const PLAYGROUND_STORAGE_KEY: StorageKey = "playground";

export function forgetStoredPlayground(store: Pick<KeyValueStore, "remove">): void {
  store.remove(PLAYGROUND_STORAGE_KEY);
}
