import { type PaymentDeps, refreshAccountFigures } from "../billing/payment-customer.ts";
import type { SubscriptionRow } from "./subscription-records.ts";
import { runningSubscription, updateSubscription } from "./subscriptions.repository.ts";

/**
 * The person's running subscription, brought up to date first: once its period is over, the payment provider
 * says whether it renewed (a new period, invoiced) or ended (it had been canceled). Null when none runs.
 */
export async function settledRunningSubscription(
  deps: PaymentDeps,
  userId: string,
): Promise<SubscriptionRow | null> {
  const running = await runningSubscription(deps.db, userId);
  const now = deps.clock.now();
  if (!running?.expiresAt || Date.parse(running.expiresAt) > now) return running;
  const updatedAt = new Date(now).toISOString();
  if (!running.paymentSubscriptionId) {
    await updateSubscription(deps.db, running.id, { status: "canceled", updatedAt });
    return null;
  }
  const provider = await deps.payments.retrieveSubscription(running.paymentSubscriptionId);
  const settled = await updateSubscription(deps.db, running.id, {
    status: provider.status,
    expiresAt: provider.currentPeriodEnd,
    canceledAt: provider.canceledAt ?? running.canceledAt,
    updatedAt,
  });
  await refreshAccountFigures(deps, userId);
  return settled.status === "active" ? settled : null;
}
