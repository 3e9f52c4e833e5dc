import type { Container } from "inversify";
import type { Subscription } from "rxjs";
import { OrganizationLifecycle } from "../../core/organization/organization-lifecycle.ts";
import { SessionStore } from "../../core/session/session-store.ts";

/**
 * What must happen before the first navigation: the stored session is read back (decrypting it takes a moment,
 * and the guards must see it), then the organization starts following the session.
 */
export async function startSession(container: Container): Promise<Subscription> {
  await container.get(SessionStore).restore();
  return container.get(OrganizationLifecycle).start();
}
