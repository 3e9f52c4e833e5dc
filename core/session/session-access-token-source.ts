import { AuthErrorCode, authErrorCodeOf } from "../auth/auth-error.ts";
import type { AuthProvider } from "../auth/auth-provider.port.ts";
import type { Clock } from "../clock/clock.port.ts";
import type { ErrorNavigator } from "../errors/error-navigator.port.ts";
import { RouteName } from "../routing/route-name.ts";
import type { AccessTokenSource } from "./access-token-source.port.ts";
import type { SessionStore } from "./session-store.ts";
import type { SignOut } from "./sign-out.use-case.ts";
import { isTokenExpired } from "./token-claims.ts";
import { deriveUserRole, UserRole } from "./user-role.ts";

export interface TokenFreshnessDependencies {
  readonly sessions: SessionStore;
  readonly auth: Pick<AuthProvider, "refresh">;
  readonly clock: Clock;
  readonly errors: ErrorNavigator;
  readonly signOut: Pick<SignOut, "execute">;
}

/** A call that cannot get a token because refreshing failed; the person was signed out or sent to an error page. */
export class AccessTokenUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The access token could not be refreshed", { cause });
    this.name = "AccessTokenUnavailableError";
  }
}

/**
 * The token rules of SPEC §4 before each gateway call: a token is expired 300 s before its `exp`; an expired
 * token is refreshed once, however many calls ask meanwhile (they all wait for that one refresh). A refresh that
 * returns nothing signs out; a network failure opens ACCESS_DENIED; any other failure signs out.
 */
export class SessionAccessTokenSource implements AccessTokenSource {
  private refreshing: Promise<string | null> | null = null;

  constructor(private readonly deps: TokenFreshnessDependencies) {}

  freshAccessToken(): Promise<string | null> {
    const session = this.deps.sessions.current();
    if (deriveUserRole(session) !== UserRole.REGISTERED_USER || !session.token || !session.refreshToken) {
      return Promise.resolve(null);
    }
    if (!isTokenExpired(session.token, this.deps.clock.now())) return Promise.resolve(session.token);
    this.refreshing ??= this.refresh(session.refreshToken).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(refreshToken: string): Promise<string | null> {
    let renewed: Awaited<ReturnType<AuthProvider["refresh"]>>;
    try {
      renewed = await this.deps.auth.refresh(refreshToken);
    } catch (error) {
      if (authErrorCodeOf(error) === AuthErrorCode.NETWORK_REQUEST_FAILED) {
        this.deps.errors.goTo(RouteName.ACCESS_DENIED);
      } else {
        this.endSession();
      }
      throw new AccessTokenUnavailableError(error);
    }
    if (!renewed) {
      this.endSession();
      return null;
    }
    // Signed out (or signed in again) while the refresh ran: that newer state wins.
    if (this.deps.sessions.current().refreshToken !== refreshToken) return this.deps.sessions.current().token;
    await this.deps.sessions.start(renewed);
    return renewed.token;
  }

  /** Waiting calls are released at once; the sign-out (and the provider's part of it) finishes on its own. */
  private endSession(): void {
    void this.deps.signOut.execute();
  }
}
