import type { BudgetAlertAudience } from "../../../core/notifications/budget-alert-recipients.ts";
import type {
  NotificationDetailsJson,
  NotificationKind,
} from "../../../core/notifications/notification-json.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";

/**
 * Sends a fired alert in memory, as the gateway does once it is marked fired: a notification to each recipient, and
 * a delivery to the organization's webhook when it has one (null: a personal key's alert, for no organization).
 * The memory profile sends no request anywhere: its receiver is simulated and answers 200.
 */
export function deliverBudgetAlert(
  context: OrganizationContext,
  notification: { readonly kind: NotificationKind; readonly details: NotificationDetailsJson },
  recipients: readonly string[],
  organizationId: string | null,
): void {
  const { db, budgetAlerts } = context;
  const { kind, details } = notification;
  const createdAt = db.timestamp();
  for (const userId of recipients) {
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
  if (organizationId !== null && budgetAlerts.webhooks.has(organizationId))
    budgetAlerts.recordDelivery(organizationId, {
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

/** Who runs a department in memory, as its budget alerts notify them (core's rule picks the recipients). */
export function departmentAudienceOf(
  { db }: OrganizationContext,
  organizationId: string,
  departmentId: string,
): BudgetAlertAudience {
  const superAdmins = db.superAdmins.where((row) => row.organizationId === organizationId);
  return {
    ownerId: db.organizations.get(organizationId).ownerId,
    superAdminIds: superAdmins
      .filter((row) => row.role === OrganizationRole.SUPER_ADMIN)
      .map((row) => row.userId),
    departmentAdminIds: db.departmentUsers
      .where((row) => row.departmentId === departmentId && row.role === DepartmentRole.ADMIN)
      .map((row) => row.userId),
  };
}

/** The database's ids end with a running count: it orders notifications made in the same millisecond. */
function sequenceOf(id: string): number {
  return Number(id.split("-").at(-1));
}
