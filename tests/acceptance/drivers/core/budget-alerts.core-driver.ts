import { budgetAlertProblemText } from "../../../../features/organization/budget-alerts/budget-alert-problem-text.ts";
import type { BudgetAlertsState } from "../../../../features/organization/budget-alerts/budget-alerts.state.ts";
import type { BudgetAlertsViewModel } from "../../../../features/organization/budget-alerts/budget-alerts.view-model.ts";
import { createBudgetAlertsViewModel } from "../../../../features/organization/budget-alerts/budget-alerts.view-model-factory.ts";
import type { BudgetAlertsDriver, ShownBudgetAlerts } from "../../support/budget-alerts-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { DepartmentTab } from "./department-tab.ts";

/** The tab once it has loaded and no save is under way. */
const idle = (state: BudgetAlertsState) => state.status !== "loading" && !state.saving;

/** A department's Budget alerts tab without a browser: its view model made by its factory, as the tab makes it. */
export class CoreBudgetAlertsDriver implements BudgetAlertsDriver {
  private readonly tab: DepartmentTab<BudgetAlertsViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.tab = new DepartmentTab(screen, "alerts", createBudgetAlertsViewModel);
  }

  async open(departmentName: string): Promise<void> {
    await this.tab.open(departmentName);
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
    const viewModel = await this.tab.get();
    viewModel.typeThreshold(percent);
    viewModel.addThreshold();
  }

  async remove(percent: number): Promise<void> {
    await this.settled();
    (await this.tab.get()).removeThreshold(percent);
  }

  async setForecastWarning(on: boolean): Promise<void> {
    await this.settled();
    (await this.tab.get()).setForecastWarning(on);
  }

  async save(): Promise<void> {
    await this.settled();
    await (await this.tab.get()).save();
  }

  private settled(): Promise<BudgetAlertsState> {
    return this.tab.settled(idle);
  }
}
