import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { ComplianceFilesGateway } from "../../../core/organization/compliance-files-gateway.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { DepartmentFilesViewModel } from "./department-files.view-model.ts";
import type { DepartmentPanelPlace } from "./department-panel-dependencies.ts";

const KEYS = "organization.departmentResources.files";
/** A document is read within seconds: asking every two keeps the list close without loading the gateway. */
const POLL_EVERY_MS = 2000;

/** A department's files tab's view model, as the tab, the core acceptance world and its tests make it. */
export function createDepartmentFilesViewModel(
  { container, translate }: ScreenServices,
  place: DepartmentPanelPlace,
): DepartmentFilesViewModel {
  return tracked(
    new DepartmentFilesViewModel({
      ...place,
      gateway: container.get(ComplianceFilesGateway),
      departments: container.get(DepartmentsGateway),
      pollEveryMs: POLL_EVERY_MS,
      notifier: container.get(Notifier),
      texts: {
        uploaded: (name) => translate(`${KEYS}.uploaded`, { name }),
        addedFromUrl: (name) => translate(`${KEYS}.addedFromUrl`, { name }),
        removed: (name) => translate(`${KEYS}.deleted`, { name }),
        uploadFailed: () => translate(`${KEYS}.uploadFailed`),
        addFromUrlFailed: () => translate(`${KEYS}.addFromUrlFailed`),
        removeFailed: () => translate(`${KEYS}.deleteFailed`),
        searchFailed: () => translate(`${KEYS}.search.failed`),
      },
    }),
  );
}
