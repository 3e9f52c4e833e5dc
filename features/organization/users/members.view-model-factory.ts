import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { MembersViewModel } from "./members.view-model.ts";

const KEYS = "organization.users.members";
/** The query name the search is kept under in the address. */
const SEARCH_PARAM = "q";

/** Whose members the section lists, and whether the person may change them. */
export interface MembersPlace {
  readonly organizationId: string;
  readonly mayManage: boolean;
}

/**
 * The members section's view model, as the users page, the core acceptance world and its tests make it: it starts
 * from the address's query (`search`) and keeps its search there through `showSearch`.
 */
export function createMembersViewModel(
  { container, translate }: ScreenServices,
  { organizationId, mayManage }: MembersPlace,
  search: string,
  showSearch: (search: string) => void,
): MembersViewModel {
  return tracked(
    new MembersViewModel(
      {
        organizationId,
        mayManage,
        members: container.get(OrganizationMembersGateway),
        departments: container.get(DepartmentsGateway),
        notifier: container.get(Notifier),
        showSearch: (text) => showSearch(text ? `?${new URLSearchParams({ [SEARCH_PARAM]: text })}` : ""),
        texts: {
          invited: (email) => translate(`${KEYS}.invited`, { email }),
          inviteFailed: () => translate(`${KEYS}.inviteFailed`),
          saved: (email) => translate(`${KEYS}.saved`, { email }),
          saveFailed: () => translate(`${KEYS}.saveFailed`),
          removed: (email) => translate(`${KEYS}.removed`, { email }),
          removeFailed: () => translate(`${KEYS}.removeFailed`),
        },
      },
      new URLSearchParams(search).get(SEARCH_PARAM) ?? "",
    ),
  );
}
