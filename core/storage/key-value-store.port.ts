import { token } from "../wiring/token.ts";
/** Durable string storage (browser localStorage, or memory in tests). */
export interface KeyValueStore {
  read(key: StorageKey): string | null;
  write(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}

export const KeyValueStore = token<KeyValueStore>("KeyValueStore");

/**
 * The only keys the dashboard stores: those of SPEC §3, the playground's conversation and the unsent feedback and
 * organization request forms (each kept across a reload, cleared on sign-out).
 */
export type StorageKey = "app" | "token" | "auth" | "playground" | "feedback" | "organizationRequest";
