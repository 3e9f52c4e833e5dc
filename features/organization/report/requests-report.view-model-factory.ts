import { Clock } from "../../../core/clock/clock.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { REPORT_FAILURE_KEYS, RequestsReportViewModel } from "./requests-report.view-model.ts";

/**
 * The report's requests tab's view model, as the tab, the core acceptance world and its tests make it: the filters
 * and page come from the address's query (`search`), and a change asks for another through `showSearch`.
 */
export function createRequestsReportViewModel(
  { container, translate }: ScreenServices,
  organizationId: string,
  search: string,
  showSearch: (search: string) => void,
): RequestsReportViewModel {
  const clock = container.get(Clock);
  return tracked(
    new RequestsReportViewModel(
      {
        organizationId,
        showSearch,
        departments: container.get(DepartmentsGateway),
        members: container.get(OrganizationMembersGateway),
        requests: container.get(OrganizationRequestsGateway),
        notifier: container.get(Notifier),
        fallbackMessage: (failure) => translate(REPORT_FAILURE_KEYS[failure]),
        now: () => new Date(clock.now()),
      },
      search,
    ),
  );
}
