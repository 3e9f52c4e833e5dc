import { BehaviorSubject, map } from "rxjs";
import { unsignedToken } from "../../adapters/auth-memory/unsigned-token.ts";
import { type Session, SIGNED_OUT } from "../../core/session/session.entity.ts";
import type { SessionStore } from "../../core/session/session-store.ts";

/**
 * The session store a view model's tests bind: someone signed in as `email` while `signedIn` says so, a fixed
 * answer or one the test changes (a sign-out, a sign-in).
 */
export function sessionStoreForTest(
  signedIn: boolean | BehaviorSubject<boolean>,
  email = "ada@example.com",
): SessionStore {
  const signedIn$ = typeof signedIn === "boolean" ? new BehaviorSubject(signedIn) : signedIn;
  const sessionOf = (now: boolean): Session =>
    now ? { token: unsignedToken({ email }), refreshToken: "refresh", isAuthenticated: true } : SIGNED_OUT;
  const store: Pick<SessionStore, "current" | "session$"> = {
    current: () => sessionOf(signedIn$.value),
    session$: signedIn$.pipe(map(sessionOf)),
  };
  return store as SessionStore;
}
