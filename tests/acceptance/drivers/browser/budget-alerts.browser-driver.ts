import type { Locator } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { BudgetAlertsDriver, ShownBudgetAlerts } from "../../support/budget-alerts-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { openDepartmentTab } from "./department-tab.ts";
import { idlePart } from "./settled-part.ts";
import { textsOf } from "./shown-text.ts";

const PANEL = '[data-testid="budget-alerts"]';
const words = enUS.organization.budgetAlerts;

/**
 * A department's Budget alerts tab in Chromium: the department is picked in the departments list and the tab
 * clicked, as a person does; then read by test ids and en-US labels.
 */
export class BrowserBudgetAlertsDriver implements BudgetAlertsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(department: string): Promise<void> {
    await openDepartmentTab(this.screen, department, "alerts");
    await this.panel();
  }

  async shown(): Promise<ShownBudgetAlerts> {
    const panel = await this.panel();
    const thresholds = await panel
      .getByTestId("budget-alert-threshold")
      .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.threshold)));
    const forecast = panel.getByRole("switch", { name: words.forecastWarning, exact: true });
    return {
      thresholds,
      forecastWarning: await forecast.isChecked(),
      editable: await forecast.isEnabled(),
      problems: await textsOf(panel.getByTestId("field-error")),
    };
  }

  async add(percent: string): Promise<void> {
    const panel = await this.panel();
    await panel.getByLabel(words.add, { exact: true }).fill(percent);
    await panel.getByRole("button", { name: words.addButton, exact: true }).click();
  }

  async remove(percent: number): Promise<void> {
    const panel = await this.panel();
    await panel
      .locator(`[data-testid="budget-alert-threshold"][data-threshold="${percent}"]`)
      .getByRole("button")
      .click();
  }

  async setForecastWarning(on: boolean): Promise<void> {
    const forecast = (await this.panel()).getByRole("switch", { name: words.forecastWarning, exact: true });
    // Pressed from the keyboard: a click on Blueprint's hidden input can miss while the panel moves.
    if ((await forecast.isChecked()) !== on) {
      await forecast.focus();
      await forecast.press("Space");
    }
  }

  async save(): Promise<void> {
    const panel = await this.panel();
    await panel
      .getByRole("button", { name: enUS.organization.departments.settings.save, exact: true })
      .click();
    this.screen.unsettle();
    await this.panel();
  }

  private panel(): Promise<Locator> {
    return idlePart(this.screen, PANEL);
  }
}
