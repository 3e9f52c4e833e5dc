import type { TokenPair } from "../session/session.entity.ts";
import type { SessionStore } from "../session/session-store.ts";
import type { AuthGateway } from "./auth-gateway.port.ts";
import type { AuthProvider } from "./auth-provider.port.ts";

export interface SignInDependencies {
  readonly auth: AuthProvider;
  readonly sessions: SessionStore;
  readonly welcome: AuthGateway;
}

/**
 * What every way of signing in ends with (SPEC §4): the tokens are stored, the session is authenticated, and the
 * gateway is asked for the welcome email. A welcome email that cannot be requested does not undo the sign-in.
 */
export async function completeSignIn(
  { sessions, welcome }: Pick<SignInDependencies, "sessions" | "welcome">,
  tokens: TokenPair,
): Promise<void> {
  await sessions.start(tokens);
  try {
    await welcome.sendWelcome();
  } catch (error) {
    console.warn("The welcome email could not be requested; the person is signed in anyway.", error);
  }
}
