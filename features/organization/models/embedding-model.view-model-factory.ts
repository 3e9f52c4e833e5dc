import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationSettingsGateway } from "../../../core/organization/organization-settings-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { type EmbeddingModelDependencies, EmbeddingModelViewModel } from "./embedding-model.view-model.ts";

const KEYS = "organization.models.embedding";

/** The embedding model setting's view model, as the models page and its tests make it. */
export function createEmbeddingModelViewModel(
  { container, translate }: ScreenServices,
  { organizationId, role }: Pick<EmbeddingModelDependencies, "organizationId" | "role">,
): EmbeddingModelViewModel {
  return tracked(
    new EmbeddingModelViewModel({
      organizationId,
      role,
      settings: container.get(OrganizationSettingsGateway),
      notifier: container.get(Notifier),
      texts: {
        saved: () => translate(`${KEYS}.saved`),
        saveFailed: () => translate(`${KEYS}.saveFailed`),
      },
    }),
  );
}
