import { Clock } from "../../../core/clock/clock.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import {
  type DepartmentSettingsDependencies,
  DepartmentSettingsViewModel,
} from "./department-settings.view-model.ts";

const KEYS = "organization.departments.settings";

/**
 * A department's settings tab's view model, as the departments page, the core acceptance world and its tests make
 * it: on the department shown, telling `onSaved` of the department as saved.
 */
export function createDepartmentSettingsViewModel(
  { container, translate }: ScreenServices,
  { organizationId, onSaved }: Pick<DepartmentSettingsDependencies, "organizationId" | "onSaved">,
  department: Department,
): DepartmentSettingsViewModel {
  return tracked(
    new DepartmentSettingsViewModel(
      {
        organizationId,
        onSaved,
        gateway: container.get(DepartmentsGateway),
        notifier: container.get(Notifier),
        clock: container.get(Clock),
        texts: {
          saved: (name) => translate(`${KEYS}.saved`, { name }),
          saveFailed: () => translate(`${KEYS}.saveFailed`),
        },
      },
      department,
    ),
  );
}
