import { AvailableModelsGateway } from "../../../core/available-models/available-models-gateway.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { GridNodesGateway } from "../../../core/organization/grid-nodes-gateway.port.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { readGridNodeSort } from "./grid-node-order.ts";
import {
  type OrganizationModelsDependencies,
  OrganizationModelsViewModel,
} from "./organization-models.view-model.ts";

const KEYS = "organization.models";

/**
 * The organization models page's view model, as the page, the core acceptance world and its tests make it: for the
 * organization and the role the person acts with, the grid nodes sorted as the address's query (`search`) says.
 */
export function createOrganizationModelsViewModel(
  { container, translate }: ScreenServices,
  { organizationId, role }: Pick<OrganizationModelsDependencies, "organizationId" | "role">,
  search = "",
): OrganizationModelsViewModel {
  return tracked(
    new OrganizationModelsViewModel(
      {
        organizationId,
        role,
        models: container.get(OrganizationModelsGateway),
        catalogue: container.get(AvailableModelsGateway),
        gridNodes: container.get(GridNodesGateway),
        notifier: container.get(Notifier),
        texts: {
          added: (name) => translate(`${KEYS}.added`, { name }),
          addFailed: () => translate(`${KEYS}.addFailed`),
          removed: (name) => translate(`${KEYS}.deleted`, { name }),
          removeFailed: () => translate(`${KEYS}.deleteFailed`),
          connectionTestFailed: () => translate(`${KEYS}.connection.failed`),
        },
      },
      readGridNodeSort(search),
    ),
  );
}
