import type { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { PaymentMethod } from "../../../core/subscription/payment-method.ts";
import { sortTiersByPrice } from "../../../core/subscription/sort-tiers-by-price.ts";
import { subscribeFailure } from "../../../core/subscription/subscribe-failure.ts";
import { Subscription } from "../../../core/subscription/subscription.entity.ts";
import type { SubscriptionGateway } from "../../../core/subscription/subscription-gateway.port.ts";
import { SubscriptionTier } from "../../../core/subscription/subscription-tier.entity.ts";
import { PAYMENT_METHOD_FEATURE, paymentMethodOf } from "../../../core/subscription/tier-features.ts";
import type { MemoryPaymentLedger } from "../billing/memory-payment-ledger.ts";
import { isoAt, systemClock } from "../memory-clock.ts";
import type { SubscriptionRecord, SubscriptionSeed, TierRecord } from "./subscription.seed.ts";

/** A change to the running subscription: what it was (null when none ran) and what it is, tier by name. */
export interface SubscriptionChange {
  readonly id: string;
  readonly before: SubscriptionSnapshot | null;
  readonly after: SubscriptionSnapshot;
}

export interface SubscriptionSnapshot {
  readonly tier: string;
  readonly status: string;
  readonly expiresAt: string | null;
  readonly canceledAt: string | null;
}

const PERIOD_MS = 30 * 86_400_000;

/**
 * The tier calls in memory. The rules below are the reference gateway's too; keep them in step:
 * - GET /tiers lists active, undeleted tiers by ascending price (core `sortTiersByPrice`).
 * - GET /tiers/current lists the subscriptions still running (status active), each with its tier.
 * - Subscribing: an unknown or inactive tier is a 404 "Tier not found"; a tier paid through Stripe without a
 *   payment method is a 400 "A payment method is required"; a new subscription replaces the running one.
 *   With a payment ledger (the billing gateway's), the card must be one the ledger can charge (a 400 in its
 *   words otherwise) and the first period is charged as a paid invoice; without one, any card id is accepted.
 *   Failures reach the caller through core `subscribeFailure`, as over HTTP.
 * - Cancelling with nothing running is a 409 "There is no subscription to cancel"; `immediate` ends it now,
 *   otherwise canceledAt is set and it runs until expiresAt.
 * - A paid tier runs (the account's premiumExpiresAt) until the expiresAt of the running card-paid subscription.
 */
export class MemorySubscriptionGateway implements SubscriptionGateway {
  private readonly tiers: TierRecord[];
  private subscriptions: SubscriptionRecord[];
  private nextFailure: GatewayError | null = null;

  constructor(
    seed: SubscriptionSeed,
    private readonly clock: Clock = systemClock,
    private readonly ledger: MemoryPaymentLedger | null = null,
    /** Told of each change to the running subscription (the organization area records it in its audit log). */
    private readonly changed: (change: SubscriptionChange) => Promise<void> = async () => {},
  ) {
    this.tiers = structuredClone([...seed.tiers]);
    this.subscriptions = structuredClone([...seed.subscriptions]);
  }

  async listTiers(): Promise<SubscriptionTier[]> {
    this.failIfAsked();
    return sortTiersByPrice(toEntities(SubscriptionTier, this.tiers.filter(isOnSale)));
  }

  async currentTiers(): Promise<Subscription[]> {
    this.failIfAsked();
    const running = this.subscriptions.filter((subscription) => subscription.status === "active");
    const withTier = running.map((subscription) => ({
      ...subscription,
      tier: this.tiers.find((tier) => tier.id === subscription.tierId) ?? null,
    }));
    return toEntities(Subscription, structuredClone(withTier));
  }

  async subscribe(tierId: string, paymentMethodId: string | null): Promise<void> {
    try {
      this.failIfAsked();
      const tier = this.tiers.find((candidate) => candidate.id === tierId && isOnSale(candidate));
      if (!tier) throw GatewayError.http(404, "Tier not found");
      const [entity] = toEntities(SubscriptionTier, [tier]);
      if (entity && paymentMethodOf(entity) === PaymentMethod.STRIPE) {
        if (!paymentMethodId) throw GatewayError.http(400, "A payment method is required");
        this.ledger?.checkChargeable(paymentMethodId);
        this.ledger?.issuePaidInvoice(tier.price);
      }
      const before = this.running();
      const after = this.newSubscription(tier, paymentMethodId);
      this.subscriptions = [after];
      await this.changed(this.changeOf(before, after));
    } catch (error) {
      throw subscribeFailure(error);
    }
  }

  /** Until when the running card-paid subscription runs; null without one. */
  premiumExpiresAt(): string | null {
    const running = this.subscriptions.find((subscription) => subscription.status === "active");
    return running?.stripeSubscriptionId ? running.expiresAt : null;
  }

  async cancel(options: { readonly immediate?: boolean } = {}): Promise<void> {
    this.failIfAsked();
    const running = this.subscriptions.find((subscription) => subscription.status === "active");
    if (!running) throw GatewayError.http(409, "There is no subscription to cancel");
    const now = isoAt(this.clock);
    const ended = options.immediate
      ? { ...running, status: "canceled", canceledAt: now, expiresAt: now, updatedAt: now }
      : { ...running, canceledAt: now, updatedAt: now };
    this.subscriptions = this.subscriptions.map((subscription) =>
      subscription === running ? ended : subscription,
    );
    await this.changed(this.changeOf(running, ended));
  }

  private running(): SubscriptionRecord | null {
    return this.subscriptions.find((subscription) => subscription.status === "active") ?? null;
  }

  /** A change as the audit log keeps it: the tier by name, the status and the dates it runs to or was cancelled. */
  private changeOf(before: SubscriptionRecord | null, after: SubscriptionRecord): SubscriptionChange {
    const snapshot = (record: SubscriptionRecord) => ({
      tier: this.tiers.find((tier) => tier.id === record.tierId)?.name ?? record.tierId,
      status: record.status,
      expiresAt: record.expiresAt,
      canceledAt: record.canceledAt,
    });
    return { id: after.id, before: before ? snapshot(before) : null, after: snapshot(after) };
  }

  /**
   * Test seam: the next call fails as the gateway refuses one, with this status and these messages (its errMsgs),
   * or, with no status, as a call made without an access token; nothing changes. The reference gateway cannot be
   * made to fail on demand.
   */
  failNextCall(status: number | null, ...serverMessages: string[]): void {
    this.nextFailure =
      status === null ? GatewayError.missingAccessToken() : GatewayError.http(status, ...serverMessages);
  }

  /** Test seam: the tier is no longer sold, as if it was withdrawn after a page listed it. */
  withdrawTier(tierId: string): void {
    this.reviseTier(tierId, (tier) => ({ ...tier, isActive: false }));
  }

  /** Test seam: the tier is now paid another way, as if its payment method changed after a page listed it. */
  changePaymentMethod(tierId: string, paymentMethod: string): void {
    this.reviseTier(tierId, (tier) => ({
      ...tier,
      features: tier.features.map((feature) =>
        feature.key === PAYMENT_METHOD_FEATURE ? { ...feature, value: paymentMethod } : feature,
      ),
    }));
  }

  private reviseTier(tierId: string, revise: (tier: TierRecord) => TierRecord): void {
    const index = this.tiers.findIndex((tier) => tier.id === tierId);
    const tier = this.tiers[index];
    if (!tier) throw new Error(`No tier ${tierId} to revise`);
    this.tiers[index] = revise(tier);
  }

  private failIfAsked(): void {
    const failure = this.nextFailure;
    this.nextFailure = null;
    if (failure) throw failure;
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
