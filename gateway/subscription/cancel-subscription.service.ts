import { type PaymentDeps, refreshAccountFigures } from "../billing/payment-customer.ts";
import { type AuditedTransaction, unrecordedTransaction } from "../organization/audited-change.ts";
import { conflict } from "../server/http-problem.ts";
import { settledRunningSubscription } from "./settle-subscription.ts";
import { recordSubscriptionChange } from "./subscription-audit.ts";
import type { SubscriptionRow } from "./subscription-records.ts";
import { updateSubscription } from "./subscriptions.repository.ts";

export const NOTHING_TO_CANCEL = "There is no subscription to cancel";

/**
 * Cancels the running subscription: at once (it ends now), or at the end of the paid period (canceledAt set,
 * expiresAt kept: it runs until then). A free subscription has no period, so it ends at once either way. Recorded
 * like a subscription (subscribe), in the transaction that cancels it.
 */
export async function cancelSubscription(
  deps: PaymentDeps,
  userId: string,
  immediate: boolean,
  audited: AuditedTransaction = unrecordedTransaction(deps.db),
): Promise<SubscriptionRow> {
  const running = await settledRunningSubscription(deps, userId);
  if (!running) throw conflict(NOTHING_TO_CANCEL);
  const now = new Date(deps.clock.now()).toISOString();
  const providerId = running.paymentSubscriptionId;
  let changes: Parameters<typeof updateSubscription>[2];
  if (providerId && !immediate) {
    const provider = await deps.payments.cancelSubscription(providerId, "at_period_end");
    changes = {
      canceledAt: running.canceledAt ?? provider.canceledAt ?? now,
      expiresAt: provider.currentPeriodEnd,
      updatedAt: now,
    };
  } else {
    if (providerId) await deps.payments.cancelSubscription(providerId, "now");
    changes = { status: "canceled", canceledAt: now, expiresAt: now, updatedAt: now };
  }
  const canceled = await audited(async (tx, record) => {
    const row = await updateSubscription(tx, running.id, changes);
    await recordSubscriptionChange(tx, record, userId, running, row);
    return row;
  });
  await refreshAccountFigures(deps, userId);
  return canceled;
}
