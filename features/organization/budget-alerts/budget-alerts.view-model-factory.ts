import { BudgetAlertsGateway } from "../../../core/budget-alerts/budget-alerts-gateway.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import type { DepartmentPanelPlace } from "../department-resources/department-panel-dependencies.ts";
import { BudgetAlertsViewModel } from "./budget-alerts.view-model.ts";

const KEYS = "organization.budgetAlerts";

/** A department's Budget alerts tab's view model, as the tab, the core acceptance world and its tests make it. */
export function createBudgetAlertsViewModel(
  { container, translate }: ScreenServices,
  place: DepartmentPanelPlace,
): BudgetAlertsViewModel {
  return tracked(
    new BudgetAlertsViewModel({
      ...place,
      gateway: container.get(BudgetAlertsGateway),
      notifier: container.get(Notifier),
      texts: {
        saved: (department) => translate(`${KEYS}.saved`, { department }),
        saveFailed: () => translate(`${KEYS}.saveFailed`),
      },
    }),
  );
}
