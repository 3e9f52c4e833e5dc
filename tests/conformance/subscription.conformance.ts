import { describe, expect, it } from "vitest";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { Wire } from "../../core/mapping/wire.ts";
import type { Subscription } from "../../core/subscription/subscription.entity.ts";
import type { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import { renewalOf } from "../../core/subscription/subscription-renewal.ts";
import type { SubscriptionTier } from "../../core/subscription/subscription-tier.entity.ts";

export interface SubscriptionGiven {
  readonly tiers: readonly Wire<SubscriptionTier>[];
  /** The signed-in user's subscriptions, each naming its tier by tierId. */
  readonly subscriptions: readonly Omit<Wire<Subscription>, "tier">[];
}

/**
 * `given.tiers` must hold tiers named Free (price 0, paymentMethod free), Pro (stripe) and Team (stripe), listed
 * out of price order; `given.subscriptions` one running Pro subscription.
 */
export function subscriptionGatewayConformance(
  given: SubscriptionGiven,
  arrange: (given: SubscriptionGiven) => Promise<SubscriptionGateway>,
): void {
  const idOf = (name: string) => given.tiers.find((tier) => tier.name === name)?.id ?? name;

  describe("the subscription gateway", () => {
    it("lists the tiers cheapest first", async () => {
      const tiers = await (await arrange(given)).listTiers();
      const prices = tiers.map((tier) => tier.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(tiers.map((tier) => tier.name)).toEqual(expect.arrayContaining(["Free", "Pro", "Team"]));
    });

    it("lists the running subscription with its tier, renewing at expiry", async () => {
      const [current, ...others] = await (await arrange(given)).currentTiers();
      expect(others).toEqual([]);
      expect(current?.tier.name).toBe("Pro");
      expect(renewalOf(current as Subscription)).toMatchObject({ kind: "renews" });
    });

    it("makes a newly subscribed tier the current one", async () => {
      const gateway = await arrange(given);
      await gateway.subscribe(idOf("Team"), "pm_card_visa");
      const current = await gateway.currentTiers();
      expect(current.map((subscription) => subscription.tier.name)).toEqual(["Team"]);
    });

    it("subscribes to a free tier without a payment method", async () => {
      const gateway = await arrange(given);
      await expect(gateway.subscribe(idOf("Free"), null)).resolves.toBeUndefined();
    });

    it("refuses a paid tier without a payment method, with the gateway's words", async () => {
      const gateway = await arrange(given);
      await expect(gateway.subscribe(idOf("Team"), null)).rejects.toThrow(/^A payment method is required$/);
    });

    it("refuses a card the person has not saved, with the payment provider's words", async () => {
      const gateway = await arrange(given);
      await expect(gateway.subscribe(idOf("Team"), "pm_not_saved")).rejects.toThrow(
        /^No such payment method$/,
      );
      expect((await gateway.currentTiers()).map((subscription) => subscription.tier.name)).toEqual(["Pro"]);
    });

    it("refuses a tier that does not exist, with the gateway's words", async () => {
      const gateway = await arrange(given);
      await expect(gateway.subscribe("tier-that-does-not-exist", "pm_card_visa")).rejects.toThrow(
        /^Tier not found$/,
      );
    });

    it("keeps a subscription cancelled at period end until it expires", async () => {
      const gateway = await arrange(given);
      await gateway.cancel();
      const [current] = await gateway.currentTiers();
      expect(current?.canceledAt).toBeInstanceOf(Date);
      expect(renewalOf(current as Subscription)).toMatchObject({ kind: "ends" });
    });

    it("ends a subscription cancelled immediately", async () => {
      const gateway = await arrange(given);
      await gateway.cancel({ immediate: true });
      expect(await gateway.currentTiers()).toEqual([]);
    });

    it("refuses to cancel when nothing is running, with status 409", async () => {
      const gateway = await arrange({ ...given, subscriptions: [] });
      const error = await gateway.cancel().catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).status).toBe(409);
    });
  });
}
