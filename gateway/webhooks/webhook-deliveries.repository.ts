import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import type { WebhookDeliveryJson } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import { nextWebhookAttemptAt } from "../../core/budget-alerts/webhook-retry-schedule.ts";
import type { Database } from "../database/database.ts";
import { newId } from "../organization/organization-ids.ts";
import type { WebhookEventJson, WebhookEventType } from "./webhook-event.ts";
import { webhookDeliveries } from "./webhooks.schema.ts";

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The delivery log shows this many, newest first. */
export const WEBHOOK_DELIVERY_LIST_LIMIT = 100;

/**
 * Queues an event for the organization's webhook, due at once; its body is written now, so every attempt sends
 * (and signs) the same bytes. Runs in the caller's transaction, if any. Answers the delivery's id.
 */
export async function enqueueWebhookDelivery(
  db: Database,
  event: {
    readonly organizationId: string;
    readonly type: WebhookEventType;
    readonly data: WebhookEventJson["data"];
    readonly createdAt: string;
  },
): Promise<string> {
  const id = newId("whd");
  const body: WebhookEventJson = {
    id,
    type: event.type,
    createdAt: event.createdAt,
    organizationId: event.organizationId,
    data: event.data,
  };
  await db.insert(webhookDeliveries).values({
    id,
    organizationId: event.organizationId,
    event: event.type,
    payload: JSON.stringify(body),
    nextAttemptAt: event.createdAt,
    createdAt: event.createdAt,
  });
  return id;
}

/** The organization's delivery log, newest first. */
export async function deliveriesOf(db: Database, organizationId: string): Promise<WebhookDeliveryJson[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.organizationId, organizationId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERY_LIST_LIMIT);
  return rows.map(deliveryView);
}

function deliveryView(row: WebhookDeliveryRow): WebhookDeliveryJson {
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: iso(row.lastAttemptAt),
    // A claim's lease is not a time anyone waits for: shown only while the delivery waits for a retry.
    nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    responseStatus: row.responseStatus,
    error: row.error,
  };
}

/**
 * Takes up to `limit` deliveries due at `now` for this instance: each one's next attempt moves to `leaseUntil`, so
 * another instance (SKIP LOCKED meanwhile, the later time after) does not send it too; if this one dies mid-send,
 * the delivery is due again when the lease lapses.
 */
export async function claimDueDeliveries(
  db: Database,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** Takes one delivery, if it is still due, for an attempt made at once (a test); see claimDueDeliveries. */
export async function claimDelivery(
  db: Database,
  id: string,
  now: string,
  leaseUntil: string,
): Promise<WebhookDeliveryRow | null> {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** What one attempt came to: the receiver's status (null when not reached), and what went wrong if it failed. */
export interface AttemptOutcome {
  readonly delivered: boolean;
  readonly responseStatus: number | null;
  readonly error: string | null;
  /** No retry: the webhook is gone, or a test (a person is waiting for its outcome, not for a retry). */
  readonly final?: boolean;
}

/** Records an attempt: delivered, due again after the backoff, or failed after the last attempt. */
export async function recordAttempt(
  db: Database,
  delivery: WebhookDeliveryRow,
  outcome: AttemptOutcome,
  attemptedAt: number,
): Promise<void> {
  const attempts = delivery.attempts + 1;
  const retryAt = outcome.delivered || outcome.final ? null : nextWebhookAttemptAt(attempts, attemptedAt);
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      status: outcome.delivered ? "delivered" : retryAt === null ? "failed" : "pending",
      nextAttemptAt: retryAt === null ? null : new Date(retryAt).toISOString(),
      lastAttemptAt: new Date(attemptedAt).toISOString(),
      responseStatus: outcome.responseStatus,
      error: outcome.error,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
}

/** Ends every pending delivery of an organization whose webhook is gone: nowhere is left to send them. */
export async function failPendingDeliveries(
  db: Database,
  organizationId: string,
  error: string,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: "failed", nextAttemptAt: null, error })
    .where(
      and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.status, "pending")),
    );
}
