import type { DueBudgetAlert } from "../../core/budget-alerts/crossed-thresholds.ts";
import { firedBudgetAlertKey } from "../../core/budget-alerts/fired-budget-alerts.ts";
import { budgetAlertNotification } from "../../core/notifications/budget-alert-notification.ts";
import type { Database } from "../database/database.ts";
import { notifyEach } from "../notifications/notifications.repository.ts";
import { webhookRowOf } from "../webhooks/organization-webhook.repository.ts";
import { enqueueWebhookDelivery } from "../webhooks/webhook-deliveries.repository.ts";
import { budgetAlertRecipientsOf } from "./budget-alert-recipients.repository.ts";
import { budgetAlertsFired } from "./budget-alerts.schema.ts";

/** A department whose month is being judged, and where its month stands. */
export interface JudgedDepartment {
  readonly departmentId: string;
  readonly departmentName: string;
  readonly organizationId: string;
  readonly budget: number;
  readonly spend: number;
  /** YYYY-MM, UTC. */
  readonly period: string;
}

/** What firing an alert did: nothing (another instance fired it first), or notified and maybe queued a delivery. */
export type FiringOutcome =
  | { readonly fired: false }
  | { readonly fired: true; readonly notified: number; readonly webhookQueued: boolean };

/**
 * Fires one alert, once: the insert into budget_alerts_fired decides (an instance whose insert meets the row of
 * another does nothing), and the notifications and the webhook delivery are written in the same transaction, so
 * an alert is never marked fired without them.
 */
export async function fireBudgetAlert(
  db: Database,
  department: JudgedDepartment,
  alert: DueBudgetAlert,
  firedAt: string,
): Promise<FiringOutcome> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .insert(budgetAlertsFired)
      .values({
        departmentId: department.departmentId,
        period: department.period,
        alert: firedBudgetAlertKey(alert),
        spend: department.spend,
        firedAt,
      })
      .onConflictDoNothing()
      .returning({ alert: budgetAlertsFired.alert });
    if (!won) return { fired: false };
    const notification = budgetAlertNotification(alert, department);
    const recipients = await budgetAlertRecipientsOf(tx, department.organizationId, department.departmentId);
    await notifyEach(tx, recipients, notification, firedAt);
    const webhookQueued = (await webhookRowOf(tx, department.organizationId)) !== null;
    if (webhookQueued)
      await enqueueWebhookDelivery(tx, {
        organizationId: department.organizationId,
        type: notification.kind,
        data: notification.details,
        createdAt: firedAt,
      });
    return { fired: true, notified: recipients.length, webhookQueued };
  });
}
