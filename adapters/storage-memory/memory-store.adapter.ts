import type { KeyValueStore, StorageKey } from "../../core/storage/key-value-store.port.ts";

export class MemoryStore implements KeyValueStore {
  private readonly values = new Map<StorageKey, string>();

  read(key: StorageKey): string | null {
    return this.values.get(key) ?? null;
  }

  write(key: StorageKey, value: string): void {
    this.values.set(key, value);
  }

  remove(key: StorageKey): void {
    this.values.delete(key);
  }
}
