import { and, eq, gt, inArray } from "drizzle-orm";
import { DEFAULT_BUDGET_ALERT_SETTINGS } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import { budgetAlertPeriod, dueBudgetAlerts } from "../../core/budget-alerts/crossed-thresholds.ts";
import { firedBudgetAlertsOf } from "../../core/budget-alerts/fired-budget-alerts.ts";
import { spentThisMonthIn } from "../chat-completions/department-policy.ts";
import type { Database } from "../database/database.ts";
import { departments } from "../organization/organization.schema.ts";
import { budgetAlertSettings, budgetAlertsFired } from "./budget-alerts.schema.ts";
import { type FiringOutcome, fireBudgetAlert, type JudgedDepartment } from "./fire-budget-alert.ts";

/**
 * Judges the month of each department whose requests were just recorded, at `now`: its spend this UTC month
 * (summed by the database), its budget and alert settings, what already fired this month; then fires whatever
 * core's rule says is due. A department without a budget costs one query and fires nothing.
 */
export async function evaluateBudgetAlerts(
  db: Database,
  now: number,
  departmentIds: readonly string[],
): Promise<FiringOutcome[]> {
  const budgeted = await db
    .select({
      departmentId: departments.id,
      departmentName: departments.name,
      organizationId: departments.organizationId,
      budget: departments.monthlyBudgetInDollar,
      thresholds: budgetAlertSettings.thresholds,
      forecastWarning: budgetAlertSettings.forecastWarning,
    })
    .from(departments)
    .leftJoin(budgetAlertSettings, eq(budgetAlertSettings.departmentId, departments.id))
    .where(and(inArray(departments.id, [...departmentIds]), gt(departments.monthlyBudgetInDollar, 0)));
  if (budgeted.length === 0) return [];
  const ids = budgeted.map((row) => row.departmentId);
  const period = budgetAlertPeriod(now);
  const spent = await spentThisMonthIn(db, ids, now);
  const fired = await firedKeysIn(db, ids, period);
  const firedAt = new Date(now).toISOString();
  const outcomes: FiringOutcome[] = [];
  for (const row of budgeted) {
    const department: JudgedDepartment = {
      ...row,
      budget: row.budget ?? 0,
      spend: spent.get(row.departmentId) ?? 0,
      period,
    };
    const settings =
      row.thresholds === null
        ? DEFAULT_BUDGET_ALERT_SETTINGS
        : { thresholds: row.thresholds, forecastWarning: row.forecastWarning ?? true };
    const due = dueBudgetAlerts(
      settings,
      department.spend,
      department.budget,
      now,
      firedBudgetAlertsOf(fired.get(row.departmentId) ?? []),
    );
    for (const alert of due) outcomes.push(await fireBudgetAlert(db, department, alert, firedAt));
  }
  return outcomes;
}

/** The keys of the alerts each department fired in the period. */
async function firedKeysIn(
  db: Database,
  departmentIds: string[],
  period: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ departmentId: budgetAlertsFired.departmentId, alert: budgetAlertsFired.alert })
    .from(budgetAlertsFired)
    .where(and(inArray(budgetAlertsFired.departmentId, departmentIds), eq(budgetAlertsFired.period, period)));
  const keys = new Map<string, string[]>();
  for (const { departmentId, alert } of rows)
    keys.set(departmentId, [...(keys.get(departmentId) ?? []), alert]);
  return keys;
}
