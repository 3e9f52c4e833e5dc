import type { Clock } from "../../../core/clock/clock.port.ts";
import type { Wire } from "../../../core/mapping/wire.ts";
import { PaymentMethod } from "../../../core/subscription/payment-method.ts";
import type { Subscription } from "../../../core/subscription/subscription.entity.ts";
import type { SubscriptionTier } from "../../../core/subscription/subscription-tier.entity.ts";
import { paymentMethodOf } from "../../../core/subscription/tier-features.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";
import { DEMO_TIERS, type DemoTier } from "../../../demo/demo-tiers.ts";
import { isoAt } from "../memory-clock.ts";

export type TierRecord = Wire<SubscriptionTier>;
export type SubscriptionRecord = Omit<Wire<Subscription>, "tier">;

export interface SubscriptionSeed {
  readonly tiers: readonly TierRecord[];
  /** The signed-in user's subscriptions; their tier is joined from `tiers` when read. */
  readonly subscriptions: readonly SubscriptionRecord[];
}

const DAY = 86_400_000;

/** A tier as the gateway lists it: a card-paid tier names its payment product and price. */
function tierRecord(tier: DemoTier): TierRecord {
  const paidByCard = paymentMethodOf(tier) === PaymentMethod.STRIPE;
  return {
    ...tier,
    features: [...tier.features],
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    deletedAt: null,
    stripeProductId: paidByCard ? `prod_${tier.id}` : null,
    stripePriceId: paidByCard ? `price_${tier.id}` : null,
    isActive: true,
    pricePeriod: "month",
  };
}

/** The demo's tiers. */
export function tierRecords(): TierRecord[] {
  return DEMO_TIERS.map(tierRecord);
}

/** The demo account's subscription to `tierId`, renewing in ten days. */
export function demoSubscriptionRecord(clock: Clock, tierId: string): SubscriptionRecord {
  return {
    id: "sub-demo",
    createdAt: isoAt(clock, -20 * DAY),
    updatedAt: isoAt(clock, -20 * DAY),
    userId: DEMO_PEOPLE.owner.id,
    tierId,
    stripeCustomerId: "cus_demo",
    stripeSubscriptionId: "sub_demo",
    status: "active",
    expiresAt: isoAt(clock, 10 * DAY),
    canceledAt: null,
    metadata: null,
    pausedAt: null,
    resumesAt: null,
  };
}

/**
 * The demo account's tier here: Pro, not Team as in the local stack's demo. This gateway keeps one account's
 * subscriptions, so the account a scenario makes for itself starts on the demo's tier, and the subscription
 * scenarios then subscribe it to Team.
 */
export const MEMORY_DEMO_TIER_ID = "tier-pro";

/** The demo's tiers and the demo account on its tier. */
export function subscriptionSeed(clock: Clock): SubscriptionSeed {
  return { tiers: tierRecords(), subscriptions: [demoSubscriptionRecord(clock, MEMORY_DEMO_TIER_ID)] };
}
