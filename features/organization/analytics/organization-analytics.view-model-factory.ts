import { Clock } from "../../../core/clock/clock.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { UsageAnalyticsGateway } from "../../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import {
  ORGANIZATION_ANALYTICS_FAILURE_KEYS,
  OrganizationAnalyticsViewModel,
} from "./organization-analytics.view-model.ts";

/**
 * The organization's Usage view's view model, as the page, the core acceptance world and its tests make it: the
 * range, department and person come from the address's query (`search`); a change asks for another through
 * `showSearch`.
 */
export function createOrganizationAnalyticsViewModel(
  { container, translate }: ScreenServices,
  organizationId: string,
  search: string,
  showSearch: (search: string) => void,
): OrganizationAnalyticsViewModel {
  const clock = container.get(Clock);
  return tracked(
    new OrganizationAnalyticsViewModel(
      {
        organizationId,
        showSearch,
        analytics: container.get(UsageAnalyticsGateway),
        departments: container.get(DepartmentsGateway),
        members: container.get(OrganizationMembersGateway),
        notifier: container.get(Notifier),
        failedMessage: (failure) => translate(ORGANIZATION_ANALYTICS_FAILURE_KEYS[failure]),
        now: () => new Date(clock.now()),
      },
      search,
    ),
  );
}
