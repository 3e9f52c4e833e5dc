import type { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { PaymentMethod } from "../../../core/subscription/payment-method.ts";
import { sortTiersByPrice } from "../../../core/subscription/sort-tiers-by-price.ts";
import { subscribeFailure } from "../../../core/subscription/subscribe-failure.ts";
import { Subscription } from "../../../core/subscription/subscription.entity.ts";
import type { SubscriptionGateway } from "../../../core/subscription/subscription-gateway.port.ts";
import { SubscriptionTier } from "../../../core/subscription/subscription-tier.entity.ts";
import { paymentMethodOf } from "../../../core/subscription/tier-features.ts";
import { isoAt, systemClock } from "../memory-clock.ts";
import type { SubscriptionRecord, SubscriptionSeed, TierRecord } from "./subscription.seed.ts";

const PERIOD_MS = 30 * 86_400_000;

/**
 * The tier calls in memory. The rules below are the reference gateway's too; keep them in step:
 * - GET /tiers lists active, undeleted tiers by ascending price (core `sortTiersByPrice`).
 * - GET /tiers/current lists the subscriptions still running (status active), each with its tier.
 * - Subscribing: an unknown or inactive tier is a 404 "Tier not found"; a tier paid through Stripe without a
 *   payment method is a 400 "A payment method is required"; a new subscription replaces the running one.
 *   Failures reach the caller through core `subscribeFailure`, as over HTTP.
 * - Cancelling with nothing running is a 409 "There is no subscription to cancel"; `immediate` ends it now,
 *   otherwise canceledAt is set and it runs until expiresAt.
 */
export class MemorySubscriptionGateway implements SubscriptionGateway {
  private readonly tiers: TierRecord[];
  private subscriptions: SubscriptionRecord[];

  constructor(
    seed: SubscriptionSeed,
    private readonly clock: Clock = systemClock,
  ) {
    this.tiers = structuredClone([...seed.tiers]);
    this.subscriptions = structuredClone([...seed.subscriptions]);
  }

  async listTiers(): Promise<SubscriptionTier[]> {
    return sortTiersByPrice(toEntities(SubscriptionTier, this.tiers.filter(isOnSale)));
  }

  async currentTiers(): Promise<Subscription[]> {
    const running = this.subscriptions.filter((subscription) => subscription.status === "active");
    const withTier = running.map((subscription) => ({
      ...subscription,
      tier: this.tiers.find((tier) => tier.id === subscription.tierId) ?? null,
    }));
    return toEntities(Subscription, structuredClone(withTier));
  }

  async subscribe(tierId: string, paymentMethodId: string | null): Promise<void> {
    try {
      const tier = this.tiers.find((candidate) => candidate.id === tierId && isOnSale(candidate));
      if (!tier) throw GatewayError.http(404, "Tier not found");
      const [entity] = toEntities(SubscriptionTier, [tier]);
      if (entity && paymentMethodOf(entity) === PaymentMethod.STRIPE && !paymentMethodId) {
        throw GatewayError.http(400, "A payment method is required");
      }
      this.subscriptions = [this.newSubscription(tier, paymentMethodId)];
    } catch (error) {
      throw subscribeFailure(error);
    }
  }

  async cancel(options: { readonly immediate?: boolean } = {}): Promise<void> {
    const running = this.subscriptions.find((subscription) => subscription.status === "active");
    if (!running) throw GatewayError.http(409, "There is no subscription to cancel");
    const now = isoAt(this.clock);
    const ended = options.immediate
      ? { ...running, status: "canceled", canceledAt: now, expiresAt: now, updatedAt: now }
      : { ...running, canceledAt: now, updatedAt: now };
    this.subscriptions = this.subscriptions.map((subscription) =>
      subscription === running ? ended : subscription,
    );
  }

  private newSubscription(tier: TierRecord, paymentMethodId: string | null): SubscriptionRecord {
    const now = isoAt(this.clock);
    return {
      id: `sub-${this.clock.now().toString(36)}`,
      createdAt: now,
      updatedAt: now,
      userId: this.subscriptions[0]?.userId ?? "user-demo",
      tierId: tier.id,
      stripeCustomerId: paymentMethodId ? "cus_demo" : null,
      stripeSubscriptionId: paymentMethodId ? `sub_${tier.id}` : null,
      status: "active",
      expiresAt: isoAt(this.clock, PERIOD_MS),
      canceledAt: null,
      metadata: null,
      pausedAt: null,
      resumesAt: null,
    };
  }
}

function isOnSale(tier: TierRecord): boolean {
  return tier.isActive && !tier.deletedAt;
}
