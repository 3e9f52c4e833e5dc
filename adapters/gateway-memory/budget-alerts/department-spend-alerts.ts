import { budgetAlertPeriod, dueBudgetAlerts } from "../../../core/budget-alerts/crossed-thresholds.ts";
import { firedBudgetAlertKey, firedBudgetAlertsOf } from "../../../core/budget-alerts/fired-budget-alerts.ts";
import { budgetAlertNotification } from "../../../core/notifications/budget-alert-notification.ts";
import { budgetAlertRecipients } from "../../../core/notifications/budget-alert-recipients.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";
import { deliverBudgetAlert, departmentAudienceOf } from "./deliver-budget-alert.ts";

/**
 * What the gateway does once a department's request is recorded, done in memory: the alerts its month's spend now
 * calls for fire, each once per month, as notifications to the people who run it and as deliveries to the
 * organization's webhook.
 */
export function alertDepartmentSpend(context: OrganizationContext, departmentId: string): void {
  const { db, views, budgetAlerts } = context;
  const department = db.departments.get(departmentId);
  const budget = department.monthlyBudgetInDollar;
  if (budget === null || budget <= 0) return;
  const now = db.now();
  const period = budgetAlertPeriod(now);
  const spend = views.department(department, null).spentThisMonthInDollar;
  const fired = firedBudgetAlertsOf(budgetAlerts.firedKeys(departmentId, period));
  const due = dueBudgetAlerts(budgetAlerts.settingsOf(departmentId).settings, spend, budget, now, fired);
  for (const alert of due) {
    budgetAlerts.markFired(departmentId, period, firedBudgetAlertKey(alert));
    const notification = budgetAlertNotification(alert, {
      departmentId,
      departmentName: department.name,
      spend,
      budget,
      period,
    });
    const audience = departmentAudienceOf(context, department.organizationId, departmentId);
    deliverBudgetAlert(context, notification, budgetAlertRecipients(audience), department.organizationId);
  }
}
