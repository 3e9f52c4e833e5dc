import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { type DepartmentsDependencies, DepartmentsViewModel } from "./departments.view-model.ts";

const KEYS = "organization.departments";

/**
 * The departments page's view model, as the page, the core acceptance world and its tests make it: of the
 * organization, asking the settings shown whether they have unsaved changes; it starts from the address's query
 * (`search`) and shows another one through `showSearch`.
 */
export function createDepartmentsViewModel(
  { container, translate }: ScreenServices,
  {
    organizationId,
    hasUnsavedChanges,
  }: Pick<DepartmentsDependencies, "organizationId" | "hasUnsavedChanges">,
  search: string,
  showSearch: DepartmentsDependencies["showSearch"],
): DepartmentsViewModel {
  return tracked(
    new DepartmentsViewModel(
      {
        organizationId,
        hasUnsavedChanges,
        showSearch,
        gateway: container.get(DepartmentsGateway),
        notifier: container.get(Notifier),
        texts: {
          created: (name) => translate(`${KEYS}.created`, { name }),
          createFailed: () => translate(`${KEYS}.createFailed`),
          reloadFailed: () => translate(`${KEYS}.reloadFailed`),
        },
      },
      search,
    ),
  );
}
