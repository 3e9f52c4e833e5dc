import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { DepartmentModelsViewModel } from "./department-models.view-model.ts";
import type { DepartmentPanelPlace } from "./department-panel-dependencies.ts";

const KEYS = "organization.departmentResources.models";

/** A department's models tab's view model, as the tab, the core acceptance world and its tests make it. */
export function createDepartmentModelsViewModel(
  { container, translate }: ScreenServices,
  place: DepartmentPanelPlace,
): DepartmentModelsViewModel {
  return tracked(
    new DepartmentModelsViewModel({
      ...place,
      gateway: container.get(OrganizationModelsGateway),
      notifier: container.get(Notifier),
      texts: {
        assigned: (model) => translate(`${KEYS}.assigned`, { model }),
        removed: (model) => translate(`${KEYS}.removed`, { model }),
        assignFailed: () => translate(`${KEYS}.assignFailed`),
        removeFailed: () => translate(`${KEYS}.removeFailed`),
      },
    }),
  );
}
