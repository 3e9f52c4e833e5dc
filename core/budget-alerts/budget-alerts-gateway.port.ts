import { token } from "../wiring/token.ts";
import type { BudgetAlertSettingsJson } from "./budget-alert-settings-json.ts";

/** A department's budget alerts: the thresholds that notify its admins, and the month-end forecast warning. */
export interface BudgetAlertsGateway {
  /** GET /organization/{orgId}/departments/{depId}/budget-alerts: anyone of the department may read them. */
  settings(organizationId: string, departmentId: string): Promise<BudgetAlertSettingsJson>;
  /** PUT …/budget-alerts: department admins and above; answers the settings saved. */
  save(
    organizationId: string,
    departmentId: string,
    settings: BudgetAlertSettingsJson,
  ): Promise<BudgetAlertSettingsJson>;
}

export const BudgetAlertsGateway = token<BudgetAlertsGateway>("BudgetAlertsGateway");
