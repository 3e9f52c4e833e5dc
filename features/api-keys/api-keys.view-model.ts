import { BehaviorSubject, type Observable } from "rxjs";
import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../core/notifier/report-failure.ts";
import {
  type ApiKeysState,
  INITIAL_API_KEYS_STATE,
  type ListedApiKey,
  type RevealedApiKey,
} from "./api-keys.state.ts";

/** SPEC §8: a failed key generation is shown for 5 seconds. */
export const CREATE_FAILURE_TOAST_MS = 5000;

/** The screen's own words, read when needed (the language may change). */
export interface ApiKeysTexts {
  /** For a failed creation the server did not explain. */
  createFailed(): string;
  /** For a failed deletion the server did not explain. */
  removeFailed(): string;
  /** Confirms a deletion, naming the masked key. */
  removed(maskedKey: string): string;
}

export interface ApiKeysDependencies {
  readonly gateway: ApiKeysGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: ApiKeysTexts;
}

/**
 * The signed-in person's API keys: the list (masked), a new key shown in full once, deletion after a confirmation.
 * One call at a time. A failed creation or deletion is reported in an error toast with the server's messages
 * (SPEC §8). A key's full value is kept only while it is shown, never logged nor stored.
 */
export class ApiKeysViewModel {
  private readonly state = new BehaviorSubject<ApiKeysState>(INITIAL_API_KEYS_STATE);
  private disposed = false;
  readonly state$: Observable<ApiKeysState> = this.state.asObservable();

  constructor(private readonly deps: ApiKeysDependencies) {
    void this.load();
  }

  current(): ApiKeysState {
    return this.state.value;
  }

  /** Asks for the list again after it failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  /** Creates a key and shows its full value, once. */
  async create(): Promise<void> {
    const before = this.state.value;
    if (before.status !== "ready" || before.call) return;
    this.patch({ call: "creating" });
    try {
      const keys = await this.deps.gateway.create();
      this.patch({ keys: newestFirst(keys), revealed: newKeyAmong(keys, before.keys) });
    } catch (error) {
      this.report(error, this.deps.texts.createFailed, CREATE_FAILURE_TOAST_MS);
    } finally {
      this.patch({ call: null });
    }
  }

  /** Hides the full value of the new key for good; the list keeps it masked. */
  dismissRevealed(): void {
    this.patch({ revealed: null });
  }

  /** Asks for confirmation before deleting this key. */
  askToRemove(id: string): void {
    const key = this.state.value.keys.find((listedKey) => listedKey.id === id);
    if (key && !this.state.value.call) this.patch({ removal: key });
  }

  cancelRemoval(): void {
    if (this.state.value.call !== "removing") this.patch({ removal: null });
  }

  /** Deletes the key the person confirmed. */
  async confirmRemoval(): Promise<void> {
    const { removal, call, revealed } = this.state.value;
    if (!removal || call) return;
    this.patch({ call: "removing" });
    try {
      const keys = await this.deps.gateway.remove(removal.id);
      this.patch({ keys: newestFirst(keys), revealed: revealed?.id === removal.id ? null : revealed });
      this.deps.notifier.notify({ message: this.deps.texts.removed(removal.masked), intent: "positive" });
    } catch (error) {
      this.report(error, this.deps.texts.removeFailed);
    } finally {
      this.patch({ call: null, removal: null });
    }
  }

  dispose(): void {
    this.disposed = true;
    // The last state holds the revealed key's value: nothing keeps it once the screen is gone.
    this.state.next(INITIAL_API_KEYS_STATE);
    this.state.complete();
  }

  private async load(): Promise<void> {
    this.patch({ status: "loading", failure: [] });
    try {
      const keys = await this.deps.gateway.list();
      this.patch({ status: "ready", keys: newestFirst(keys) });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  private report(error: unknown, fallback: () => string, timeoutMs?: number): void {
    reportFailure(this.deps.notifier, error, fallback(), { timeoutMs });
  }

  private patch(change: Partial<ApiKeysState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

/** The list shows the newest key first, where a key just created appears. */
function newestFirst(keys: readonly ApiKey[]): ListedApiKey[] {
  return [...keys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(listed);
}

function listed(key: ApiKey): ListedApiKey {
  return { id: key.id, masked: maskApiKey(key.value), date: key.date, time: key.time };
}

/** The key the creation added: the newest of those the list did not have before. */
function newKeyAmong(keys: readonly ApiKey[], before: readonly ListedApiKey[]): RevealedApiKey | null {
  const known = new Set(before.map((key) => key.id));
  const added = keys
    .filter((key) => !known.has(key.id))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .at(-1);
  return added ? { id: added.id, masked: maskApiKey(added.value), value: added.value } : null;
}
