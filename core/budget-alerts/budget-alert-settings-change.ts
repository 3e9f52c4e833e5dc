import { mayOverride, overrideRefusal } from "../organization/organization-permissions.ts";
import type { RankedRole } from "../organization/permission-rank.ts";
import type { Refusal } from "../organization/refusal.ts";
import type { BudgetAlertSettingsJson } from "./budget-alert-settings-json.ts";

const WHAT = "The budget alert setting";

/**
 * Whether `role` may save `update` over the department's budget alerts: like its other governed settings, alerts
 * last set by a higher role stay as that role left them (a department admin cannot undo an owner's thresholds).
 * Saving them unchanged is never refused. Shared rule of the memory adapter and the reference gateway.
 */
export function budgetAlertSettingsRefusal(
  current: BudgetAlertSettingsJson,
  lastModifiedByRole: RankedRole | null,
  update: BudgetAlertSettingsJson,
  role: RankedRole,
): Refusal | null {
  // mayOverride lets anyone change settings that nobody with a role set, so a role is named past it.
  if (sameSettings(current, update) || mayOverride(role, lastModifiedByRole)) return null;
  return overrideRefusal(WHAT, lastModifiedByRole as RankedRole);
}

function sameSettings(a: BudgetAlertSettingsJson, b: BudgetAlertSettingsJson): boolean {
  return (
    a.forecastWarning === b.forecastWarning &&
    a.thresholds.length === b.thresholds.length &&
    a.thresholds.every((threshold, index) => threshold === b.thresholds[index])
  );
}
