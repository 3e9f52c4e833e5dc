import { AuthGateway } from "../../core/auth/auth-gateway.port.ts";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { OrganizationLifecycle } from "../../core/organization/organization-lifecycle.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { AuthFormViewModel } from "./auth-form.view-model.ts";

/**
 * The sign-in page's view model, as the page, the core acceptance world and its tests make it, for the address's
 * `search` (a tier, a reset link); `navigate` moves on once the person is signed in.
 */
export function createAuthFormViewModel(
  { container }: ScreenServices,
  search: string,
  navigate: (path: string) => void,
): AuthFormViewModel {
  return tracked(
    new AuthFormViewModel(
      {
        auth: container.get(AuthProvider),
        sessions: container.get(SessionStore),
        welcome: container.get(AuthGateway),
        organization: container.get(OrganizationLifecycle),
        navigate,
      },
      search,
    ),
  );
}
