import { eq } from "drizzle-orm";
import { WEBHOOK_RETRY_DELAYS_MS } from "../../core/budget-alerts/webhook-retry-schedule.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { saveWebhook } from "./organization-webhook.repository.ts";
import { enqueueWebhookDelivery } from "./webhook-deliveries.repository.ts";
import { webhookDeliveries } from "./webhooks.schema.ts";

/** The webhooks area's provider states (after "an organization"). */
export const webhooksProviderStates: ProviderStates = {
  /**
   * The organization's webhook (set as PUT sets it, without the address check: nothing is called in the state) and
   * one budget alert whose first attempt the receiver answered 500, waiting a minute for its retry.
   */
  "the organization has a webhook with one delivery": async (params, { gateway: { db, deps } }) => {
    const read = stateParams(params);
    const organizationId = read.text("orgId", "org-1");
    const now = deps.clock.now();
    const at = new Date(now).toISOString();
    await saveWebhook(
      db,
      deps.cipher,
      organizationId,
      read.text("url", "https://hooks.example.com/gateway"),
      at,
    );
    const id = await enqueueWebhookDelivery(db, {
      organizationId,
      type: "budget-threshold",
      data: {
        departmentId: "dep-research",
        departmentName: "Research",
        threshold: 80,
        spend: 400,
        budget: 500,
        period: at.slice(0, 7),
      },
      createdAt: at,
    });
    await db
      .update(webhookDeliveries)
      .set({
        attempts: 1,
        lastAttemptAt: at,
        nextAttemptAt: new Date(now + (WEBHOOK_RETRY_DELAYS_MS[0] ?? 0)).toISOString(),
        responseStatus: 500,
        error: "The receiver answered 500",
      })
      .where(eq(webhookDeliveries.id, id));
    return undefined;
  },
};
