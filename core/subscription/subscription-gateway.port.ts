import { token } from "../wiring/token.ts";
import type { Subscription } from "./subscription.entity.ts";
import type { SubscriptionTier } from "./subscription-tier.entity.ts";

/** The tier calls of SPEC §7. */
export interface SubscriptionGateway {
  /** GET /tiers, without authentication: every tier, by ascending price. */
  listTiers(): Promise<SubscriptionTier[]>;
  /** GET /tiers/current: the signed-in user's subscriptions, each with its tier. */
  currentTiers(): Promise<Subscription[]>;
  /**
   * POST /tiers/subscribe/{tierId}. Rejects with a plain Error whose message is ready to show (`subscribeFailure`);
   * it never shows an error page.
   */
  subscribe(tierId: string, paymentMethodId: string | null): Promise<void>;
  /** DELETE /tiers/subscription: at the end of the period, or at once when `immediate`. */
  cancel(options?: { readonly immediate?: boolean }): Promise<void>;
}

export const SubscriptionGateway = token<SubscriptionGateway>("SubscriptionGateway");
