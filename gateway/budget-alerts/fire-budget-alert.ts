import type { DueBudgetAlert } from "../../core/budget-alerts/crossed-thresholds.ts";
import { firedBudgetAlertKey } from "../../core/budget-alerts/fired-budget-alerts.ts";
import { budgetAlertNotification } from "../../core/notifications/budget-alert-notification.ts";
import { budgetAlertRecipients } from "../../core/notifications/budget-alert-recipients.ts";
import type {
  NotificationDetailsJson,
  NotificationKind,
} from "../../core/notifications/notification-json.ts";
import type { Database } from "../database/database.ts";
import { notifyEach } from "../notifications/notifications.repository.ts";
import { webhookRowOf } from "../webhooks/organization-webhook.repository.ts";
import { enqueueWebhookDelivery } from "../webhooks/webhook-deliveries.repository.ts";
import { budgetAlertAudienceOf } from "./budget-alert-recipients.repository.ts";
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

/** One alert to fire once, whatever it is about: a department's month, or an API key's. */
export interface AlertFiring {
  /** Marks the alert fired (in the transaction); false when it already was, by this instance or another. */
  claim(tx: Database): Promise<boolean>;
  /** Whom it notifies, read in the same transaction. */
  recipients(tx: Database): Promise<readonly string[]>;
  readonly notification: { readonly kind: NotificationKind; readonly details: NotificationDetailsJson };
  /** The organization whose webhook hears it; null for a personal key's alert. */
  readonly organizationId: string | null;
}

/**
 * Fires one alert, once: its claim decides (an instance whose insert meets the row of another does nothing), and
 * the notifications and the webhook delivery are written in the same transaction, so an alert is never marked
 * fired without them.
 */
export async function fireAlertOnce(
  db: Database,
  firing: AlertFiring,
  firedAt: string,
): Promise<FiringOutcome> {
  return db.transaction(async (tx) => {
    if (!(await firing.claim(tx))) return { fired: false };
    const { notification, organizationId } = firing;
    const recipients = await firing.recipients(tx);
    await notifyEach(tx, recipients, notification, firedAt);
    const webhookQueued = organizationId !== null && (await webhookRowOf(tx, organizationId)) !== null;
    if (webhookQueued)
      await enqueueWebhookDelivery(tx, {
        organizationId,
        type: notification.kind,
        data: notification.details,
        createdAt: firedAt,
      });
    return { fired: true, notified: recipients.length, webhookQueued };
  });
}

/** Fires a department's alert to its admins, the organization's super admins and owner, and its webhook. */
export function fireBudgetAlert(
  db: Database,
  department: JudgedDepartment,
  alert: DueBudgetAlert,
  firedAt: string,
): Promise<FiringOutcome> {
  return fireAlertOnce(
    db,
    {
      claim: async (tx) => {
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
        return won !== undefined;
      },
      recipients: async (tx) => {
        const audience = await budgetAlertAudienceOf(tx, department.organizationId, department.departmentId);
        return audience ? budgetAlertRecipients(audience) : [];
      },
      notification: budgetAlertNotification(alert, department),
      organizationId: department.organizationId,
    },
    firedAt,
  );
}
