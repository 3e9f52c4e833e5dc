import { DEFAULT_BUDGET_ALERT_SETTINGS } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import { validBudgetAlertSettings } from "../../core/budget-alerts/budget-alert-settings-rules.ts";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { saveBudgetAlertSettings } from "./budget-alert-settings.repository.ts";

/** The budget-alerts area's provider states (after "a department of the organization"). */
export const budgetAlertsProviderStates: ProviderStates = {
  /** The department's alerts as the pact gives them (the defaults otherwise), saved by its admin. */
  "the department has budget alert settings": async (params, { gateway: { db, deps } }) => {
    const read = stateParams(params);
    const settings = validBudgetAlertSettings({
      thresholds: params.thresholds ?? DEFAULT_BUDGET_ALERT_SETTINGS.thresholds,
      forecastWarning: params.forecastWarning ?? DEFAULT_BUDGET_ALERT_SETTINGS.forecastWarning,
    });
    if (!settings) throw new Error("provider state parameters thresholds and forecastWarning are not valid");
    await saveBudgetAlertSettings(
      db,
      read.text("depId", "dep-research"),
      settings,
      read.role("lastModifiedByRole", DepartmentRole.ADMIN),
      new Date(deps.clock.now()).toISOString(),
    );
    return undefined;
  },
};
