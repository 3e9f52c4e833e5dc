import { Clock } from "../../../core/clock/clock.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { OrganizationStore } from "../../../core/organization/organization-store.ts";
import { SessionStore } from "../../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../../core/session/user-role.ts";
import { SubscriptionGateway } from "../../../core/subscription/subscription-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { OrganizationOverviewViewModel } from "./organization-overview.view-model.ts";

/** The organization overview's view model, as the page, the core acceptance world and its tests make it. */
export function createOrganizationOverviewViewModel({
  container,
  translate,
}: ScreenServices): OrganizationOverviewViewModel {
  const sessions = container.get(SessionStore);
  return tracked(
    new OrganizationOverviewViewModel({
      organizations: container.get(OrganizationStore),
      gateway: container.get(OrganizationGateway),
      subscriptions: container.get(SubscriptionGateway),
      clock: container.get(Clock),
      notifier: container.get(Notifier),
      signedIn: () => deriveUserRole(sessions.current()) === UserRole.REGISTERED_USER,
      texts: { refreshFailed: () => translate("organization.overview.refreshFailed") },
    }),
  );
}
