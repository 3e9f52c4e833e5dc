/** Durable string storage (browser localStorage, or memory in tests). */
export interface KeyValueStore {
  read(key: StorageKey): string | null;
  write(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}

export const KeyValueStore = Symbol.for("KeyValueStore");

/** The only keys the dashboard stores (SPEC §3). */
export type StorageKey = "app" | "token" | "auth";
