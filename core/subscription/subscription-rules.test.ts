import { describe, expect, it } from "vitest";
import { GatewayError } from "../errors/gateway-error.ts";
import { toEntity } from "../mapping/to-entity.ts";
import { isPaymentMethod, PaymentMethod } from "./payment-method.ts";
import { sortTiersByPrice } from "./sort-tiers-by-price.ts";
import { subscribeFailure, UNEXPECTED_SUBSCRIBE_ERROR } from "./subscribe-failure.ts";
import { Subscription } from "./subscription.entity.ts";
import { renewalOf } from "./subscription-renewal.ts";
import { SubscriptionTier, TierFeature } from "./subscription-tier.entity.ts";
import { SubscriptionTierMother } from "./subscription-tier.mother.ts";
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

  it("reads each feature as a feature", () => {
    expect(tier([{ key: "team", title: "Team", value: "true" }]).features[0]).toBeInstanceOf(TierFeature);
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

describe("a tier's payment method, each one", () => {
  it.each([
    ["stripe", PaymentMethod.STRIPE],
    ["free", PaymentMethod.FREE],
    ["contact_sale", PaymentMethod.CONTACT_SALE],
  ])("reads %s", (value, method) => {
    expect(paymentMethodOf(tier([{ key: "paymentMethod", title: "", value }]))).toBe(method);
    expect(isPaymentMethod(value)).toBe(true);
  });

  it("is read from the paymentMethod feature only, wherever it is listed", () => {
    expect(
      paymentMethodOf(
        tier([
          { key: "method", title: "", value: "stripe" },
          { key: "paymentMethod", title: "", value: "free" },
        ]),
      ),
    ).toBe(PaymentMethod.FREE);
    expect(paymentMethodOf(tier([{ key: "payment", title: "", value: "stripe" }]))).toBeNull();
  });

  it("is none for a value that is not a method's name", () => {
    for (const value of [undefined, null, "", "Stripe", 1])
      expect(isPaymentMethod(value), String(value)).toBe(false);
  });
});

describe("a tier's feature list, value by value", () => {
  it("keeps 'True', 'yes' and the empty text as text, and a title with spaces around as given", () => {
    expect(
      shownFeatures(
        tier([
          { key: "a", title: " SSO ", value: "True" },
          { key: "b", title: "Yes?", value: "yes" },
          { key: "c", title: "Empty", value: "" },
        ]),
      ),
    ).toEqual([
      { key: "a", title: " SSO ", value: "True" },
      { key: "b", title: "Yes?", value: "yes" },
      { key: "c", title: "Empty", value: "" },
    ]);
  });
});

describe("a failed subscription, told in full", () => {
  it("keeps the gateway's error as its cause", () => {
    const declined = GatewayError.http(400, "Your card was declined");
    expect(subscribeFailure(declined).cause).toBe(declined);
    const other = new TypeError("x is undefined");
    expect(subscribeFailure(other).cause).toBe(other);
    expect(UNEXPECTED_SUBSCRIBE_ERROR).toBe("An unexpected error occurred");
  });

  it("shows 'An unexpected error occurred' for an error without a status", () => {
    expect(subscribeFailure(new GatewayError({ kind: "network" })).message).toBe(
      "An unexpected error occurred",
    );
  });
});

describe("the tiers on the subscription page, among several", () => {
  it("put the cheapest first whichever order they come in", () => {
    const tiers = [{ price: 5 }, { price: 50 }, { price: 1 }, { price: 10 }];
    expect(sortTiersByPrice(tiers).map((t) => t.price)).toEqual([1, 5, 10, 50]);
  });
});

describe("a test tier", () => {
  it("is a monthly tier paid by card for one person, named after its id unless told otherwise", () => {
    expect(SubscriptionTierMother.record({ id: "pro", name: "Pro" })).toEqual({
      id: "pro",
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      deletedAt: null,
      stripeProductId: "prod_pro",
      stripePriceId: "price_pro",
      name: "Pro",
      description: "Pro tier",
      isActive: true,
      price: 10,
      pricePeriod: "month",
      teamEnabled: false,
      maxTeamMembers: 1,
      organizationEnabled: false,
      features: [{ key: "paymentMethod", title: "", value: "stripe" }],
    });
    const standard = SubscriptionTierMother.create();
    expect(standard).toBeInstanceOf(SubscriptionTier);
    expect([standard.id, standard.name, standard.stripePriceId]).toEqual([
      "tier-test",
      "Test tier",
      "price_tier-test",
    ]);
    expect(paymentMethodOf(standard)).toBe(PaymentMethod.STRIPE);
  });
});
