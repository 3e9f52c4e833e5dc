import type { Clock } from "../../../core/clock/clock.port.ts";
import type { Wire } from "../../../core/mapping/wire.ts";
import type { Subscription } from "../../../core/subscription/subscription.entity.ts";
import type { SubscriptionTier } from "../../../core/subscription/subscription-tier.entity.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";
import { isoAt } from "../memory-clock.ts";

export type TierRecord = Wire<SubscriptionTier>;
export type SubscriptionRecord = Omit<Wire<Subscription>, "tier">;

export interface SubscriptionSeed {
  readonly tiers: readonly TierRecord[];
  /** The signed-in user's subscriptions; their tier is joined from `tiers` when read. */
  readonly subscriptions: readonly SubscriptionRecord[];
}

const DAY = 86_400_000;

function tier(
  id: string,
  name: string,
  price: number,
  paymentMethod: string,
  features: Record<string, string>,
  team: { teamEnabled: boolean; maxTeamMembers: number; organizationEnabled: boolean },
): TierRecord {
  return {
    id,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    deletedAt: null,
    stripeProductId: paymentMethod === "stripe" ? `prod_${id}` : null,
    stripePriceId: paymentMethod === "stripe" ? `price_${id}` : null,
    name,
    description: `${name} tier`,
    isActive: true,
    price,
    pricePeriod: "month",
    ...team,
    features: [
      { key: "paymentMethod", title: "", value: paymentMethod },
      ...Object.entries(features).map(([title, value], index) => ({ key: `feature-${index}`, title, value })),
    ],
  };
}

/** The demo tiers (listed out of price order on purpose) and a Pro subscription renewing next month. */
export function subscriptionSeed(clock: Clock): SubscriptionSeed {
  const tiers = [
    tier(
      "tier-team",
      "Team",
      99,
      "stripe",
      { "Requests per day": "100,000", "Team workspace": "true", Organization: "false" },
      { teamEnabled: true, maxTeamMembers: 10, organizationEnabled: false },
    ),
    tier(
      "tier-free",
      "Free",
      0,
      "free",
      { "Requests per day": "1,000", "Team workspace": "false", Organization: "false" },
      { teamEnabled: false, maxTeamMembers: 1, organizationEnabled: false },
    ),
    tier(
      "tier-enterprise",
      "Enterprise",
      999,
      "contact_sale",
      { "Requests per day": "Unlimited", "Team workspace": "true", Organization: "true" },
      { teamEnabled: true, maxTeamMembers: 500, organizationEnabled: true },
    ),
    tier(
      "tier-pro",
      "Pro",
      19,
      "stripe",
      { "Requests per day": "20,000", "Team workspace": "false", Organization: "true" },
      { teamEnabled: false, maxTeamMembers: 1, organizationEnabled: true },
    ),
  ];
  const subscription: SubscriptionRecord = {
    id: "sub-demo",
    createdAt: isoAt(clock, -20 * DAY),
    updatedAt: isoAt(clock, -20 * DAY),
    userId: DEMO_PEOPLE.owner.id,
    tierId: "tier-pro",
    stripeCustomerId: "cus_demo",
    stripeSubscriptionId: "sub_demo",
    status: "active",
    expiresAt: isoAt(clock, 10 * DAY),
    canceledAt: null,
    metadata: null,
    pausedAt: null,
    resumesAt: null,
  };
  return { tiers, subscriptions: [subscription] };
}
