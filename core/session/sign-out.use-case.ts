import type { AuthProvider } from "../auth/auth-provider.port.ts";
import { forgetStoredPlayground } from "../chat-completions/playground-storage-key.ts";
import { forgetFeedbackDraft } from "../feedback/stored-feedback-draft.ts";
import type { Notifier } from "../notifier/notifier.port.ts";
import type { OrganizationStore } from "../organization/organization-store.ts";
import { forgetOrganizationRequestDraft } from "../organization/stored-organization-request-draft.ts";
import type { KeyValueStore } from "../storage/key-value-store.port.ts";
import type { SessionStore } from "./session-store.ts";

export interface SignOutDependencies {
  readonly sessions: SessionStore;
  readonly organizations: OrganizationStore;
  readonly auth: Pick<AuthProvider, "signOut">;
  readonly notifier: Notifier;
  /** Where the person's own data is kept besides the session (the playground's conversation). */
  readonly store?: Pick<KeyValueStore, "remove">;
}

/**
 * Signing out (SPEC §4): the local session and the stored organization details end first and always, whatever
 * the identity provider then answers; a sign-out the person asked for is confirmed with an interface toast. The
 * playground's conversation and unsent feedback and organization request forms are forgotten too, so the next
 * person on this browser does not see them.
 */
export class SignOut {
  constructor(private readonly deps: SignOutDependencies) {}

  async execute(confirmation?: string): Promise<void> {
    const { sessions, organizations, auth, notifier, store } = this.deps;
    // Organization first: once the session is gone, the visitor's (empty) organization is marked ready.
    organizations.clear();
    await sessions.clear();
    // After the session: the playground stops keeping its conversation once nobody is signed in.
    if (store) {
      forgetStoredPlayground(store);
      forgetFeedbackDraft(store);
      forgetOrganizationRequestDraft(store);
    }
    if (confirmation) notifier.notifyInterface({ message: confirmation, intent: "info" });
    try {
      await auth.signOut();
    } catch (error) {
      console.warn("The identity provider could not end its session; the local session has ended.", error);
    }
  }
}
