import { filter, firstValueFrom } from "rxjs";
import { BudgetAlertsGateway } from "../../../../core/budget-alerts/budget-alerts-gateway.port.ts";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { DepartmentsGateway } from "../../../../core/organization/departments-gateway.port.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../../../core/organization/read-organization-summary.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { budgetAlertProblemText } from "../../../../features/organization/budget-alerts/budget-alert-problem-text.ts";
import type { BudgetAlertsState } from "../../../../features/organization/budget-alerts/budget-alerts.state.ts";
import { BudgetAlertsViewModel } from "../../../../features/organization/budget-alerts/budget-alerts.view-model.ts";
import type { BudgetAlertsDriver, ShownBudgetAlerts } from "../../support/budget-alerts-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const PATH = pathOf(RouteName.ORGANIZATION_DEPARTMENT_PAGE);

/** A department's Budget alerts tab without a browser: its view model from the app's container, as the panel makes it. */
export class CoreBudgetAlertsDriver implements BudgetAlertsDriver {
  private viewModel: BudgetAlertsViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

  async open(departmentName: string): Promise<void> {
    const container = this.screen.container();
    const organizationId = readOrganizationSummary(
      container.get(OrganizationStore).current().organization,
    )?.id;
    if (!organizationId) throw new Error("The signed-in person has no organization");
    const departments = container.get(DepartmentsGateway);
    const listed = (await departments.listDepartments(organizationId)).find((d) => d.name === departmentName);
    if (!listed) throw new Error(`No department is named ${departmentName}`);
    await this.screen.open(`${PATH}?department=${encodeURIComponent(listed.id)}&tab=alerts`);
    const { t } = this.screen.i18n();
    const viewModel = new BudgetAlertsViewModel({
      gateway: container.get(BudgetAlertsGateway),
      notifier: container.get(Notifier),
      organizationId,
      department: await departments.getDepartment(organizationId, listed.id),
      changed: () => {},
      texts: {
        saved: (department) => t("organization.budgetAlerts.saved", { department }),
        saveFailed: () => t("organization.budgetAlerts.saveFailed"),
      },
    });
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      if (this.viewModel === viewModel) this.viewModel = null;
    });
  }

  async shown(): Promise<ShownBudgetAlerts> {
    const state = await this.settled();
    const { t } = this.screen.i18n();
    return {
      thresholds: state.draft.thresholds,
      forecastWarning: state.draft.forecastWarning,
      editable: state.edit.allowed,
      problems: [...new Set(state.problems.map((problem) => budgetAlertProblemText(t, problem)))],
    };
  }

  async add(percent: string): Promise<void> {
    await this.settled();
    this.model().typeThreshold(percent);
    this.model().addThreshold();
  }

  async remove(percent: number): Promise<void> {
    await this.settled();
    this.model().removeThreshold(percent);
  }

  async setForecastWarning(on: boolean): Promise<void> {
    await this.settled();
    this.model().setForecastWarning(on);
  }

  async save(): Promise<void> {
    await this.settled();
    await this.model().save();
  }

  private model(): BudgetAlertsViewModel {
    if (!this.viewModel) throw new Error("No department's Budget alerts tab is open");
    return this.viewModel;
  }

  private settled(): Promise<BudgetAlertsState> {
    return firstValueFrom(
      this.model().state$.pipe(filter((state) => state.status !== "loading" && !state.saving)),
    );
  }
}
