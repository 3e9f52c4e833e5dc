import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { SuperAdminsViewModel } from "./super-admins.view-model.ts";

const KEYS = "organization.users.superAdmins";

/** The super admins section's view model, as the users page, the core acceptance world and its tests make it. */
export function createSuperAdminsViewModel(
  { container, translate }: ScreenServices,
  organizationId: string,
): SuperAdminsViewModel {
  return tracked(
    new SuperAdminsViewModel({
      organizationId,
      gateway: container.get(OrganizationGateway),
      notifier: container.get(Notifier),
      texts: {
        added: (email) => translate(`${KEYS}.added`, { email }),
        addFailed: () => translate(`${KEYS}.addFailed`),
        removed: (email) => translate(`${KEYS}.removed`, { email }),
        removeFailed: () => translate(`${KEYS}.removeFailed`),
      },
    }),
  );
}
