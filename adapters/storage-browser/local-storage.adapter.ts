import type { KeyValueStore, StorageKey } from "../../core/storage/key-value-store.port.ts";

/** localStorage, tolerant of browsers that refuse storage (private modes, quotas): it then forgets quietly. */
export class LocalStorageAdapter implements KeyValueStore {
  constructor(private readonly storage: Storage) {}

  read(key: StorageKey): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  write(key: StorageKey, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch (error) {
      console.warn(`Could not store ${key}`, error);
    }
  }

  remove(key: StorageKey): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing stored means nothing to remove.
    }
  }
}
