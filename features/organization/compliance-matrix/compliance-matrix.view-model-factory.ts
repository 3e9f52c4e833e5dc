import { Clock } from "../../../core/clock/clock.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { ComplianceMatrixViewModel, MATRIX_FAILURE_KEYS } from "./compliance-matrix.view-model.ts";

/** The report's compliance matrix tab's view model, as the tab, the core acceptance world and its tests make it. */
export function createComplianceMatrixViewModel(
  { container, translate }: ScreenServices,
  organizationId: string,
): ComplianceMatrixViewModel {
  const clock = container.get(Clock);
  return tracked(
    new ComplianceMatrixViewModel({
      organizationId,
      departments: container.get(DepartmentsGateway),
      notifier: container.get(Notifier),
      fallbackMessage: (failure) => translate(MATRIX_FAILURE_KEYS[failure]),
      now: () => new Date(clock.now()),
    }),
  );
}
