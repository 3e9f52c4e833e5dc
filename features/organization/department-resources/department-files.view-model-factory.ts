import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { ComplianceFilesGateway } from "../../../core/organization/compliance-files-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { DepartmentFilesViewModel } from "./department-files.view-model.ts";
import type { DepartmentPanelPlace } from "./department-panel-dependencies.ts";

const KEYS = "organization.departmentResources.files";

/** A department's files tab's view model, as the tab, the core acceptance world and its tests make it. */
export function createDepartmentFilesViewModel(
  { container, translate }: ScreenServices,
  place: DepartmentPanelPlace,
): DepartmentFilesViewModel {
  return tracked(
    new DepartmentFilesViewModel({
      ...place,
      gateway: container.get(ComplianceFilesGateway),
      notifier: container.get(Notifier),
      texts: {
        uploaded: (name) => translate(`${KEYS}.uploaded`, { name }),
        addedFromUrl: (name) => translate(`${KEYS}.addedFromUrl`, { name }),
        removed: (name) => translate(`${KEYS}.deleted`, { name }),
        uploadFailed: () => translate(`${KEYS}.uploadFailed`),
        addFromUrlFailed: () => translate(`${KEYS}.addFromUrlFailed`),
        removeFailed: () => translate(`${KEYS}.deleteFailed`),
      },
    }),
  );
}
