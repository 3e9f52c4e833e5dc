import type { Permission } from "../../../core/organization/acting-role.ts";
import type { BudgetForecast } from "../../../core/organization/budget-forecast.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import type { SettingAccess, TrackedSetting } from "./department-setting-access.ts";
import type { DepartmentSettingsDraft } from "./department-settings-draft.ts";

/** The kinds of personal data the form offers as checkboxes. */
export interface OfferedPiiEntities {
  /** The PII-list call: asked, answered, or failed (then only the department's own kinds are offered). */
  readonly status: "loading" | "ready" | "failed";
  /** The PII list, with any kind the department already has that the list lacks. */
  readonly entities: readonly string[];
}

/** The settings tab of one department. */
export interface DepartmentSettingsState {
  /** The department as last saved. */
  readonly department: Department;
  readonly draft: DepartmentSettingsDraft;
  /** Whether the draft differs from what is saved. */
  readonly dirty: boolean;
  /** The rules the draft broke at the last save attempt (and since, as the person types). */
  readonly fieldErrors: readonly FieldError[];
  readonly saving: boolean;
  /** The person asked to throw the changes away and is asked to confirm. */
  readonly confirmingDiscard: boolean;
  readonly piiEntities: OfferedPiiEntities;
  /** Whether the person's role here lets them edit these settings, and if not which role would. */
  readonly edit: Permission;
  /** Per tracked setting: who changed it last and whether it is out of the person's reach. */
  readonly access: Readonly<Record<TrackedSetting, SettingAccess>>;
  /** This month's spend against the budget the form shows, with the month-end forecast. */
  readonly budget: BudgetForecast;
}
