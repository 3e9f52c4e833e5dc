import type { BudgetAlertSettingsProblem } from "../../../core/budget-alerts/budget-alert-settings-rules.ts";
import type { Permission } from "../../../core/organization/acting-role.ts";

/** The settings as the panel edits them: thresholds lowest first, and the percent being typed in. */
export interface BudgetAlertsDraft {
  readonly thresholds: readonly number[];
  readonly forecastWarning: boolean;
  /** The threshold typed in the add field, as typed. */
  readonly newThreshold: string;
}

export interface BudgetAlertsState {
  readonly status: "loading" | "ready" | "failed";
  /** Why the settings could not be read, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  readonly draft: BudgetAlertsDraft;
  /** The rules the draft (or the percent typed in) breaks, as core words them; shown under the fields. */
  readonly problems: readonly BudgetAlertSettingsProblem[];
  /** Whether the person may change them (department admins and above), and if not which role may. */
  readonly edit: Permission;
  /** The draft differs from what is saved. */
  readonly unsaved: boolean;
  readonly saving: boolean;
  /** Whether the department has a budget: without one, no threshold can fire. */
  readonly hasBudget: boolean;
}
