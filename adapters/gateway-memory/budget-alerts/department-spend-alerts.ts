import { budgetAlertPeriod, dueBudgetAlerts } from "../../../core/budget-alerts/crossed-thresholds.ts";
import { firedBudgetAlertKey, firedBudgetAlertsOf } from "../../../core/budget-alerts/fired-budget-alerts.ts";
import { budgetAlertNotification } from "../../../core/notifications/budget-alert-notification.ts";
import { budgetAlertRecipients } from "../../../core/notifications/budget-alert-recipients.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";

/**
 * What the gateway does once a department's request is recorded, done in memory: the alerts its month's spend now
 * calls for fire, each once per month, as notifications to the people who run it and as deliveries to the
 * organization's webhook. The memory profile sends no request anywhere: its receiver is simulated and answers 200.
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
    const { kind, details } = budgetAlertNotification(alert, {
      departmentId,
      departmentName: department.name,
      spend,
      budget,
      period,
    });
    const createdAt = db.timestamp();
    for (const userId of recipientsOf(context, department.organizationId, departmentId)) {
      const id = db.newId("ntf");
      context.notifications.insert({
        id,
        userId,
        kind,
        createdAt,
        readAt: null,
        details,
        sequence: sequenceOf(id),
      });
    }
    if (budgetAlerts.webhooks.has(department.organizationId))
      budgetAlerts.recordDelivery(department.organizationId, {
        id: db.newId("whd"),
        event: kind,
        status: "delivered",
        attempts: 1,
        lastAttemptAt: createdAt,
        nextAttemptAt: null,
        responseStatus: 200,
        error: null,
      });
  }
}

function recipientsOf({ db }: OrganizationContext, organizationId: string, departmentId: string): string[] {
  const superAdmins = db.superAdmins.where((row) => row.organizationId === organizationId);
  return budgetAlertRecipients({
    ownerId: db.organizations.get(organizationId).ownerId,
    superAdminIds: superAdmins
      .filter((row) => row.role === OrganizationRole.SUPER_ADMIN)
      .map((row) => row.userId),
    departmentAdminIds: db.departmentUsers
      .where((row) => row.departmentId === departmentId && row.role === DepartmentRole.ADMIN)
      .map((row) => row.userId),
  });
}

/** The database's ids end with a running count: it orders notifications made in the same millisecond. */
function sequenceOf(id: string): number {
  return Number(id.split("-").at(-1));
}
