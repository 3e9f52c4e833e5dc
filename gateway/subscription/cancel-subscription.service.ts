import { type PaymentDeps, refreshAccountFigures } from "../billing/payment-customer.ts";
import { conflict } from "../server/http-problem.ts";
import { settledRunningSubscription } from "./settle-subscription.ts";
import type { SubscriptionRow } from "./subscription-records.ts";
import { updateSubscription } from "./subscriptions.repository.ts";

export const NOTHING_TO_CANCEL = "There is no subscription to cancel";

/**
 * Cancels the running subscription: at once (it ends now), or at the end of the paid period (canceledAt set,
 * expiresAt kept: it runs until then). A free subscription has no period, so it ends at once either way.
 */
export async function cancelSubscription(
  deps: PaymentDeps,
  userId: string,
  immediate: boolean,
): Promise<SubscriptionRow> {
  const running = await settledRunningSubscription(deps, userId);
  if (!running) throw conflict(NOTHING_TO_CANCEL);
  const now = new Date(deps.clock.now()).toISOString();
  const providerId = running.paymentSubscriptionId;
  let canceled: SubscriptionRow;
  if (providerId && !immediate) {
    const provider = await deps.payments.cancelSubscription(providerId, "at_period_end");
    canceled = await updateSubscription(deps.db, running.id, {
      canceledAt: running.canceledAt ?? provider.canceledAt ?? now,
      expiresAt: provider.currentPeriodEnd,
      updatedAt: now,
    });
  } else {
    if (providerId) await deps.payments.cancelSubscription(providerId, "now");
    canceled = await updateSubscription(deps.db, running.id, {
      status: "canceled",
      canceledAt: now,
      expiresAt: now,
      updatedAt: now,
    });
  }
  await refreshAccountFigures(deps, userId);
  return canceled;
}
