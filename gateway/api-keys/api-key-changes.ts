/** Called with the id of a key that was edited, rotated, revoked or deleted. */
export type ApiKeyChangeListener = (keyId: string) => void;

/**
 * Tells whoever remembers keys (the key directory's cache) that one changed, so a revoked, rotated-out or deleted
 * key is not let through from memory. In-process for one gateway; several instances share it through Redis
 * (redis-api-key-changes.ts).
 */
export interface ApiKeyChanges {
  /** Announces a change; resolves once every listener of this process has heard it. */
  changed(keyId: string): Promise<void>;
  /** Listens for changes; returns how to stop listening. */
  onChange(listener: ApiKeyChangeListener): () => void;
  /**
   * Listens for "forget every key": changes made meanwhile may not have been heard (the channel they come by was
   * lost, or came back after a loss). Returns how to stop listening.
   */
  onChangesMissed(listener: () => void): () => void;
  /**
   * Whether a key read now may be remembered: true while every change, made by any instance, reaches this one.
   * False while it may not (remember nothing: read each key afresh, so a revocation still holds). Throws 503
   * (sharedStateUnavailable) instead when key changes fail closed: then a key cannot be used at all meanwhile.
   */
  mayRemember(): boolean;
}

/** Announces each of these keys changed (gone with their owner, say), one after the other. */
export async function announceAll(changes: ApiKeyChanges, keyIds: readonly string[]): Promise<void> {
  for (const keyId of keyIds) await changes.changed(keyId);
}

/** ApiKeyChanges within one gateway process: listeners hear a change before `changed` resolves. */
export class InProcessApiKeyChanges implements ApiKeyChanges {
  private readonly listeners = new Set<ApiKeyChangeListener>();
  private readonly missedListeners = new Set<() => void>();

  async changed(keyId: string): Promise<void> {
    this.tell(keyId);
  }

  /** Tells this process's listeners, at once. */
  tell(keyId: string): void {
    for (const listener of this.listeners) listener(keyId);
  }

  /** Tells this process's listeners to forget every key. */
  tellMissed(): void {
    for (const listener of this.missedListeners) listener();
  }

  onChange(listener: ApiKeyChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onChangesMissed(listener: () => void): () => void {
    this.missedListeners.add(listener);
    return () => this.missedListeners.delete(listener);
  }

  /** Within one process every change is heard. */
  mayRemember(): boolean {
    return true;
  }
}
