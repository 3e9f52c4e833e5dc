import type { Wire } from "../../core/mapping/wire.ts";
import type { Subscription } from "../../core/subscription/subscription.entity.ts";
import type { SubscriptionTier } from "../../core/subscription/subscription-tier.entity.ts";
import { isoDate } from "../server/iso-date.ts";
import type { subscriptions, tiers } from "./subscription.schema.ts";

export type TierRow = typeof tiers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TierRecord = Wire<SubscriptionTier>;
export type SubscriptionRecord = Wire<Subscription>;

/** A tier as the gateway answers it (core SubscriptionTier). */
export function tierRecordOf(row: TierRow): TierRecord {
  return {
    id: row.id,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
    deletedAt: isoDate(row.deletedAt),
    stripeProductId: row.paymentProductId,
    stripePriceId: row.paymentPriceId,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    price: row.price,
    pricePeriod: row.pricePeriod,
    teamEnabled: row.teamEnabled,
    maxTeamMembers: row.maxTeamMembers,
    organizationEnabled: row.organizationEnabled,
    features: row.features.map(({ key, title, value }) => ({ key, title, value })),
  };
}

/** A subscription with its tier: one "current tier" entry (core Subscription). */
export function subscriptionRecordOf(row: SubscriptionRow, tier: TierRow): SubscriptionRecord {
  return {
    id: row.id,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
    userId: row.userId,
    tierId: row.tierId,
    stripeCustomerId: row.paymentCustomerId,
    stripeSubscriptionId: row.paymentSubscriptionId,
    status: row.status,
    expiresAt: isoDate(row.expiresAt),
    canceledAt: isoDate(row.canceledAt),
    metadata: row.metadata,
    pausedAt: isoDate(row.pausedAt),
    resumesAt: isoDate(row.resumesAt),
    tier: tierRecordOf(tier),
  };
}
