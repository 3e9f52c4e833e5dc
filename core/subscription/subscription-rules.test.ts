import { describe, expect, it } from "vitest";
import { GatewayError } from "../errors/gateway-error.ts";
import { toEntity } from "../mapping/to-entity.ts";
import { PaymentMethod } from "./payment-method.ts";
import { sortTiersByPrice } from "./sort-tiers-by-price.ts";
import { subscribeFailure } from "./subscribe-failure.ts";
import { Subscription } from "./subscription.entity.ts";
import { renewalOf } from "./subscription-renewal.ts";
import { SubscriptionTier } from "./subscription-tier.entity.ts";
import { paymentMethodOf, shownFeatures } from "./tier-features.ts";

function tier(features: { key: string; title: string; value: string }[], price = 0) {
  return toEntity(SubscriptionTier, {
    id: "t1",
    name: "Pro",
    price,
    createdAt: "2025-01-01T00:00:00.000Z",
    deletedAt: null,
    features,
  });
}

describe("a tier's feature list", () => {
  it("shows only titled features, with 'true' and 'false' as yes and no", () => {
    const pro = tier([
      { key: "paymentMethod", title: "", value: "stripe" },
      { key: "team", title: "Team workspace", value: "true" },
      { key: "sso", title: "Single sign-on", value: "false" },
      { key: "requests", title: "Requests per day", value: "10,000" },
      { key: "hidden", title: "   ", value: "true" },
    ]);

    expect(shownFeatures(pro)).toEqual([
      { key: "team", title: "Team workspace", value: true },
      { key: "sso", title: "Single sign-on", value: false },
      { key: "requests", title: "Requests per day", value: "10,000" },
    ]);
  });

  it("names the payment method through its paymentMethod feature", () => {
    expect(paymentMethodOf(tier([{ key: "paymentMethod", title: "", value: "contact_sale" }]))).toBe(
      PaymentMethod.CONTACT_SALE,
    );
    expect(paymentMethodOf(tier([{ key: "paymentMethod", title: "Pay by", value: "stripe" }]))).toBe(
      PaymentMethod.STRIPE,
    );
  });

  it("has no payment method when the feature is missing or unknown", () => {
    expect(paymentMethodOf(tier([]))).toBeNull();
    expect(paymentMethodOf(tier([{ key: "paymentMethod", title: "", value: "barter" }]))).toBeNull();
  });

  it("reads as empty when the gateway sends none", () => {
    expect(toEntity(SubscriptionTier, { id: "t", features: null }).features).toEqual([]);
  });

  it("keeps the dates as dates", () => {
    const pro = tier([]);
    expect(pro.createdAt).toEqual(new Date("2025-01-01T00:00:00.000Z"));
    expect(pro.deletedAt).toBeNull();
  });
});

describe("the tiers on the subscription page", () => {
  it("come by ascending price, equal prices in the gateway's order", () => {
    const tiers = [
      { name: "Enterprise", price: 99 },
      { name: "Free", price: 0 },
      { name: "Pro", price: 20 },
      { name: "Team", price: 20 },
    ];
    expect(sortTiersByPrice(tiers).map((t) => t.name)).toEqual(["Free", "Pro", "Team", "Enterprise"]);
    expect(tiers[0]?.name).toBe("Enterprise");
  });
});

describe("a subscription's end of period", () => {
  const expiresAt = "2025-02-01T00:00:00.000Z";

  it("renews when it was not canceled", () => {
    const subscription = toEntity(Subscription, { id: "s", expiresAt, canceledAt: null, tier: { id: "t" } });
    expect(renewalOf(subscription)).toEqual({ kind: "renews", at: new Date(expiresAt) });
    expect(subscription.tier).toBeInstanceOf(SubscriptionTier);
  });

  it("ends at expiry once canceled", () => {
    const subscription = toEntity(Subscription, {
      id: "s",
      expiresAt,
      canceledAt: "2025-01-10T00:00:00.000Z",
    });
    expect(renewalOf(subscription)).toEqual({ kind: "ends", at: new Date(expiresAt) });
  });
});

describe("a failed subscription", () => {
  it.each([400, 404, 500])("answered %i shows the server's message", (status) => {
    expect(subscribeFailure(GatewayError.http(status, "Your card was declined")).message).toBe(
      "Your card was declined",
    );
  });

  it("says 'Token is null' when nobody is signed in", () => {
    expect(subscribeFailure(GatewayError.missingAccessToken()).message).toBe("Token is null");
  });

  it.each([
    GatewayError.http(401, "Unauthorized"),
    GatewayError.http(429),
    new GatewayError({ kind: "network" }),
    new TypeError("x is undefined"),
  ])("shows 'An unexpected error occurred' for anything else (%s)", (error) => {
    expect(subscribeFailure(error).message).toBe("An unexpected error occurred");
  });
});
