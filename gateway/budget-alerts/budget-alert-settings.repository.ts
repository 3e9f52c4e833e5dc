import { eq } from "drizzle-orm";
import {
  type BudgetAlertSettingsJson,
  DEFAULT_BUDGET_ALERT_SETTINGS,
} from "../../core/budget-alerts/budget-alert-settings-json.ts";
import type { RankedRole } from "../../core/organization/permission-rank.ts";
import type { Database } from "../database/database.ts";
import { budgetAlertSettings } from "./budget-alerts.schema.ts";

export interface KeptBudgetAlertSettings {
  readonly settings: BudgetAlertSettingsJson;
  /** Who saved them last; null while they are the defaults nobody saved. */
  readonly lastModifiedByRole: RankedRole | null;
}

/** A department's budget alerts: as saved, or the defaults (50, 80, 100 %, forecast warning on). */
export async function budgetAlertSettingsOf(
  db: Database,
  departmentId: string,
): Promise<KeptBudgetAlertSettings> {
  const [row] = await db
    .select()
    .from(budgetAlertSettings)
    .where(eq(budgetAlertSettings.departmentId, departmentId));
  if (!row) return { settings: DEFAULT_BUDGET_ALERT_SETTINGS, lastModifiedByRole: null };
  return {
    settings: { thresholds: row.thresholds, forecastWarning: row.forecastWarning },
    lastModifiedByRole: row.lastModifiedByRole,
  };
}

export async function saveBudgetAlertSettings(
  db: Database,
  departmentId: string,
  settings: BudgetAlertSettingsJson,
  role: RankedRole,
  updatedAt: string,
): Promise<void> {
  const values: typeof budgetAlertSettings.$inferInsert = {
    departmentId,
    ...settings,
    thresholds: [...settings.thresholds],
    lastModifiedByRole: role,
    updatedAt,
  };
  await db
    .insert(budgetAlertSettings)
    .values(values)
    .onConflictDoUpdate({ target: budgetAlertSettings.departmentId, set: values });
}
