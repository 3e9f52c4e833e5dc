import type { Subscription } from "./subscription.entity.ts";

/**
 * What happens to a subscription at the end of its period: once canceled (canceledAt set) it ends at expiry,
 * otherwise it renews then (SPEC §3).
 */
export type SubscriptionRenewal =
  | { readonly kind: "renews"; readonly at: Date | null }
  | { readonly kind: "ends"; readonly at: Date | null };

export function renewalOf(subscription: Pick<Subscription, "canceledAt" | "expiresAt">): SubscriptionRenewal {
  return { kind: subscription.canceledAt ? "ends" : "renews", at: subscription.expiresAt };
}
