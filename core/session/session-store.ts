import { BehaviorSubject, type Observable } from "rxjs";
import type { KeyValueStore } from "../storage/key-value-store.port.ts";
import { type Session, SIGNED_OUT } from "./session.entity.ts";

export interface TokenPair {
  readonly token: string;
  readonly refreshToken: string;
}

/**
 * Keeps the session in memory and in storage under the keys `token` and `auth` (SPEC §3), so a reload keeps
 * the person signed in. The identity issue adds encryption of the stored tokens.
 */
export class SessionStore {
  private readonly session: BehaviorSubject<Session>;
  readonly session$: Observable<Session>;

  constructor(private readonly store: KeyValueStore) {
    this.session = new BehaviorSubject(this.restore());
    this.session$ = this.session.asObservable();
  }

  current(): Session {
    return this.session.value;
  }

  /** Stores both tokens and marks the session authenticated. */
  start(tokens: TokenPair): void {
    this.store.write("token", JSON.stringify(tokens));
    this.store.write("auth", JSON.stringify({ isAuthenticated: true }));
    this.session.next({ ...tokens, isAuthenticated: true });
  }

  /** Forgets both tokens and the flag; never fails. */
  clear(): void {
    this.store.remove("token");
    this.store.remove("auth");
    this.session.next(SIGNED_OUT);
  }

  private restore(): Session {
    try {
      const tokens = JSON.parse(this.store.read("token") ?? "null") as Partial<TokenPair> | null;
      const auth = JSON.parse(this.store.read("auth") ?? "null") as { isAuthenticated?: unknown } | null;
      if (typeof tokens?.token !== "string" || typeof tokens.refreshToken !== "string") return SIGNED_OUT;
      return {
        token: tokens.token,
        refreshToken: tokens.refreshToken,
        isAuthenticated: auth?.isAuthenticated === true,
      };
    } catch {
      return SIGNED_OUT;
    }
  }
}
