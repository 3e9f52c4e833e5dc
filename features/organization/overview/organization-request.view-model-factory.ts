import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { SessionStore } from "../../../core/session/session-store.ts";
import { sessionEmail } from "../../../core/session/token-claims.ts";
import { KeyValueStore } from "../../../core/storage/key-value-store.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { regionOfLanguage } from "./country-calling-codes.ts";
import { OrganizationRequestViewModel } from "./organization-request.view-model.ts";

/**
 * The organization request form's view model, as the overview, the core acceptance world and its tests make it:
 * `reload` reads the organization again once it was created; the form starts in the country of `language`.
 */
export function createOrganizationRequestViewModel(
  { container, translate }: ScreenServices,
  reload: () => Promise<void>,
  language: string,
): OrganizationRequestViewModel {
  return tracked(
    new OrganizationRequestViewModel({
      gateway: container.get(OrganizationGateway),
      notifier: container.get(Notifier),
      store: container.get(KeyValueStore),
      reload,
      defaults: {
        email: sessionEmail(container.get(SessionStore).current()) ?? "",
        country: regionOfLanguage(language),
      },
      texts: {
        requested: (name) => translate("organization.overview.request.sent", { name }),
        failed: () => translate("organization.overview.request.failed"),
      },
    }),
  );
}
