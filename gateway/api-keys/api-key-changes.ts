/** Called with the id of a key that was edited, rotated, revoked or deleted. */
export type ApiKeyChangeListener = (keyId: string) => void;

/**
 * Tells whoever remembers keys (the key directory's cache) that one changed, so a revoked, rotated-out or deleted
 * key is not let through from memory. In-process here; several instances would share it through a broker.
 */
export interface ApiKeyChanges {
  /** Announces a change; resolves once every listener of this process has heard it. */
  changed(keyId: string): Promise<void>;
  /** Listens for changes; returns how to stop listening. */
  onChange(listener: ApiKeyChangeListener): () => void;
}

/** Announces each of these keys changed (gone with their owner, say), one after the other. */
export async function announceAll(changes: ApiKeyChanges, keyIds: readonly string[]): Promise<void> {
  for (const keyId of keyIds) await changes.changed(keyId);
}

/** ApiKeyChanges within one gateway process: listeners hear a change before `changed` resolves. */
export class InProcessApiKeyChanges implements ApiKeyChanges {
  private readonly listeners = new Set<ApiKeyChangeListener>();

  async changed(keyId: string): Promise<void> {
    for (const listener of this.listeners) listener(keyId);
  }

  onChange(listener: ApiKeyChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
