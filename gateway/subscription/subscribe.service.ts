import { toEntity } from "../../core/mapping/to-entity.ts";
import { PaymentMethod } from "../../core/subscription/payment-method.ts";
import { SubscriptionTier } from "../../core/subscription/subscription-tier.entity.ts";
import { paymentMethodOf } from "../../core/subscription/tier-features.ts";
import { customerIdOf, type PaymentDeps, refreshAccountFigures } from "../billing/payment-customer.ts";
import type { ProviderSubscription } from "../billing/payments.port.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { type AuditedTransaction, unrecordedTransaction } from "../organization/audited-change.ts";
import { badRequest, conflict, notFound } from "../server/http-problem.ts";
import { settledRunningSubscription } from "./settle-subscription.ts";
import { recordSubscriptionChange } from "./subscription-audit.ts";
import {
  type SubscriptionRecord,
  subscriptionRecordOf,
  type TierRow,
  tierRecordOf,
} from "./subscription-records.ts";
import { replaceRunningSubscription } from "./subscriptions.repository.ts";
import { tierOnSale } from "./tiers.repository.ts";

export const TIER_NOT_FOUND = "Tier not found";
export const PAYMENT_METHOD_REQUIRED = "A payment method is required";
export const ALREADY_SUBSCRIBED = "You are already subscribed to this tier";
export const CONTACT_SALES = "This tier is sold by our sales team: contact us to subscribe";

/**
 * Subscribes a person to a tier, replacing the one running. A free tier needs nothing; a card tier charges its
 * first period on one of the person's saved cards; a contact-sale tier cannot be bought here. The change is recorded
 * in the audit log of the organizations the person owns, in its transaction (`audited`; seeds record none).
 */
export async function subscribe(
  deps: PaymentDeps,
  user: UserRow,
  tierId: string,
  paymentMethodId: string | null,
  audited: AuditedTransaction = unrecordedTransaction(deps.db),
): Promise<SubscriptionRecord> {
  const tier = await tierOnSale(deps.db, tierId);
  if (!tier) throw notFound(TIER_NOT_FOUND);
  const paymentMethod = paymentMethodOf(toEntity(SubscriptionTier, tierRecordOf(tier)));
  if (paymentMethod !== PaymentMethod.FREE && paymentMethod !== PaymentMethod.STRIPE)
    throw badRequest(CONTACT_SALES);
  if (paymentMethod === PaymentMethod.STRIPE && !paymentMethodId) throw badRequest(PAYMENT_METHOD_REQUIRED);
  const running = await settledRunningSubscription(deps, user.id);
  if (running?.tierId === tier.id && running.canceledAt === null) throw conflict(ALREADY_SUBSCRIBED);

  // Charged before the running subscription ends, so a refused card leaves everything as it was.
  const paid =
    paymentMethodId && paymentMethod === PaymentMethod.STRIPE
      ? await chargeFirstPeriod(deps, user, tier, paymentMethodId)
      : null;
  if (running?.paymentSubscriptionId)
    await deps.payments.cancelSubscription(running.paymentSubscriptionId, "now");
  const next = {
    tierId: tier.id,
    paymentCustomerId: paid?.customerId ?? null,
    paymentSubscriptionId: paid?.subscription.id ?? null,
    expiresAt: paid?.subscription.currentPeriodEnd ?? null,
  };
  const row = await audited(async (tx, record) => {
    const started = await replaceRunningSubscription(
      tx,
      user.id,
      next,
      new Date(deps.clock.now()).toISOString(),
    );
    await recordSubscriptionChange(tx, record, user.id, running, started);
    return started;
  });
  await refreshAccountFigures(deps, user.id);
  return subscriptionRecordOf(row, tier);
}

async function chargeFirstPeriod(
  deps: PaymentDeps,
  user: UserRow,
  tier: TierRow,
  paymentMethodId: string,
): Promise<{ customerId: string; subscription: ProviderSubscription }> {
  const customerId = await customerIdOf(deps, user);
  const subscription = await deps.payments.startSubscription(customerId, paymentMethodId, {
    description: `${tier.name} tier`,
    amount: tier.price,
    currency: "usd",
    interval: tier.pricePeriod === "year" ? "year" : "month",
  });
  return { customerId, subscription };
}
