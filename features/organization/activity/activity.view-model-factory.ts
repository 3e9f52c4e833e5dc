import { AuditLogGateway } from "../../../core/audit/audit-log-gateway.port.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { ACTIVITY_FAILURE_KEYS, ActivityViewModel } from "./activity.view-model.ts";

/**
 * The Activity page's view model, as the page, the core acceptance world and its tests make it: the filters and
 * page come from the address's query (`search`), and a change asks for another through `showSearch`.
 */
export function createActivityViewModel(
  { container, translate }: ScreenServices,
  organizationId: string,
  search: string,
  showSearch: (search: string) => void,
): ActivityViewModel {
  const clock = container.get(Clock);
  return tracked(
    new ActivityViewModel(
      {
        organizationId,
        showSearch,
        auditLog: container.get(AuditLogGateway),
        members: container.get(OrganizationMembersGateway),
        organization: container.get(OrganizationGateway),
        notifier: container.get(Notifier),
        fallbackMessage: (failure) => translate(ACTIVITY_FAILURE_KEYS[failure]),
        now: () => new Date(clock.now()),
      },
      search,
    ),
  );
}
