import { toEntity } from "../mapping/to-entity.ts";
import type { Wire } from "../mapping/wire.ts";
import { SubscriptionTier } from "./subscription-tier.entity.ts";

/** Subscription tiers for tests, as the gateway sends them. */
export const SubscriptionTierMother = {
  /** A monthly tier paid by card (Stripe), for one person, without organizations; no features listed. */
  record(overrides: Partial<Wire<SubscriptionTier>> = {}): Wire<SubscriptionTier> {
    const id = overrides.id ?? "tier-test";
    const name = overrides.name ?? "Test tier";
    return {
      id,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      deletedAt: null,
      stripeProductId: `prod_${id}`,
      stripePriceId: `price_${id}`,
      name,
      description: `${name} tier`,
      isActive: true,
      price: 10,
      pricePeriod: "month",
      teamEnabled: false,
      maxTeamMembers: 1,
      organizationEnabled: false,
      features: [{ key: "paymentMethod", title: "", value: "stripe" }],
      ...overrides,
    };
  },

  create(overrides: Partial<Wire<SubscriptionTier>> = {}): SubscriptionTier {
    return toEntity(SubscriptionTier, SubscriptionTierMother.record(overrides));
  },
};
