import type { Notifier } from "../notifier/notifier.port.ts";
import type { SessionStore } from "./session-store.ts";

export interface SignOutDependencies {
  readonly sessions: SessionStore;
  readonly notifier: Notifier;
  /** The identity provider's own sign-out, when there is one. */
  readonly endProviderSession?: () => Promise<void>;
}

/**
 * Signing out always ends the local session, whatever the identity provider answers (SPEC §4), then confirms
 * it with an interface toast.
 */
export async function signOut(
  { sessions, notifier, endProviderSession }: SignOutDependencies,
  confirmation: string,
): Promise<void> {
  try {
    await endProviderSession?.();
  } catch (error) {
    console.warn("The identity provider could not end its session; the local session ends anyway.", error);
  } finally {
    sessions.clear();
  }
  notifier.notifyInterface({ message: confirmation, intent: "info" });
}
