import { Clock } from "../../../core/clock/clock.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentUserApiKeysGateway } from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import { DepartmentUsersGateway } from "../../../core/organization/department-users-gateway.port.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import type { DepartmentPanelPlace } from "./department-panel-dependencies.ts";
import { DepartmentPeopleViewModel } from "./department-people.view-model.ts";

const KEYS = "organization.departmentResources.people";

/** A department's people tab's view model, as the tab, the core acceptance world and its tests make it. */
export function createDepartmentPeopleViewModel(
  { container, translate }: ScreenServices,
  place: DepartmentPanelPlace,
): DepartmentPeopleViewModel {
  const clock = container.get(Clock);
  return tracked(
    new DepartmentPeopleViewModel({
      ...place,
      users: container.get(DepartmentUsersGateway),
      apiKeys: container.get(DepartmentUserApiKeysGateway),
      models: container.get(OrganizationModelsGateway),
      notifier: container.get(Notifier),
      now: () => clock.now(),
      texts: {
        roleChanged: (email, role) =>
          translate(`${KEYS}.roleChanged`, { email, role: translate(`organization.shared.roles.${role}`) }),
        removed: (email) => translate(`${KEYS}.removed`, { email }),
        keySaved: (key) => translate("apiKeys.saved", { key }),
        keyRevoked: (key) => translate("apiKeys.revoked", { key }),
        keyDeleted: (key) => translate("apiKeys.deleted", { key }),
        roleChangeFailed: () => translate(`${KEYS}.roleChangeFailed`),
        removeFailed: () => translate(`${KEYS}.removeFailed`),
        createKeyFailed: () => translate("apiKeys.createFailed"),
        changeKeyFailed: () => translate("apiKeys.changeFailed"),
        deleteKeyFailed: () => translate("apiKeys.removeFailed"),
      },
    }),
  );
}
