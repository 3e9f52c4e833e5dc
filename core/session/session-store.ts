import { BehaviorSubject, type Observable } from "rxjs";
import type { KeyValueStore } from "../storage/key-value-store.port.ts";
import { type Session, SIGNED_OUT, type TokenPair } from "./session.entity.ts";
import type { TokenCipher } from "./token-cipher.port.ts";

export type { TokenPair } from "./session.entity.ts";

interface StoredTokens {
  readonly token: string;
  readonly refreshToken: string;
}

/**
 * Keeps the session in memory and in storage under the keys `token` and `auth` (SPEC §3), so a reload keeps the
 * person signed in. Each token is stored encrypted. Changes run one after another, so a sign-out that follows a
 * sign-in can never be overtaken by the sign-in's slower encryption.
 */
export class SessionStore {
  private readonly session = new BehaviorSubject<Session>(SIGNED_OUT);
  readonly session$: Observable<Session> = this.session.asObservable();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: KeyValueStore,
    private readonly cipher: TokenCipher,
  ) {}

  current(): Session {
    return this.session.value;
  }

  /** Reads the stored session back; the app awaits it before its first navigation. */
  restore(): Promise<Session> {
    return this.serially(async () => {
      this.session.next(await this.readStored());
      return this.session.value;
    });
  }

  /** Stores both tokens and marks the session authenticated; rejects, changing nothing, if encryption fails. */
  start(tokens: TokenPair): Promise<void> {
    return this.serially(async () => {
      const [token, refreshToken] = await Promise.all([
        this.cipher.encrypt(tokens.token),
        this.cipher.encrypt(tokens.refreshToken),
      ]);
      const stored: StoredTokens = { token, refreshToken };
      this.store.write("token", JSON.stringify(stored));
      this.store.write("auth", JSON.stringify({ isAuthenticated: true }));
      this.session.next({ token: tokens.token, refreshToken: tokens.refreshToken, isAuthenticated: true });
    });
  }

  /** Forgets both tokens and the flag; never fails. */
  clear(): Promise<void> {
    return this.serially(async () => {
      this.forget();
    });
  }

  private forget(): void {
    this.store.remove("token");
    this.store.remove("auth");
    if (this.session.value !== SIGNED_OUT) this.session.next(SIGNED_OUT);
  }

  private serially<T>(change: () => Promise<T>): Promise<T> {
    const result = this.queue.then(change);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async readStored(): Promise<Session> {
    const rawTokens = this.store.read("token");
    if (rawTokens === null) return SIGNED_OUT;
    try {
      // JSON null throws at the token's read below, which the catch answers as any other damage.
      const stored = JSON.parse(rawTokens) as Partial<StoredTokens>;
      const auth = JSON.parse(this.store.read("auth") ?? "null") as { isAuthenticated?: unknown } | null;
      if (typeof stored.token !== "string" || typeof stored.refreshToken !== "string") throw new Error();
      const [token, refreshToken] = await Promise.all([
        this.cipher.decrypt(stored.token),
        this.cipher.decrypt(stored.refreshToken),
      ]);
      return { token, refreshToken, isAuthenticated: auth?.isAuthenticated === true };
    } catch {
      // Damaged, tampered with, or sealed with another key: nobody is signed in, and the leftovers go.
      this.forget();
      return SIGNED_OUT;
    }
  }
}
