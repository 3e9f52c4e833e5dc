import type { SubscriptionTier } from "./subscription-tier.entity.ts";

/**
 * Tiers in the order the subscription page shows them: ascending price (SPEC §9); equal prices keep the
 * gateway's order. Both gateway adapters return tiers sorted this way, and so will the reference gateway.
 */
export function sortTiersByPrice<T extends Pick<SubscriptionTier, "price">>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.price - b.price);
}
