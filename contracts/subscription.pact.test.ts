import { MatchersV3, type V3MockServer } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpSubscriptionGateway } from "../adapters/gateway-http/subscription/http-subscription-gateway.adapter.ts";
import { RouteName } from "../core/routing/route-name.ts";
import { paymentMethodOf, shownFeatures } from "../core/subscription/tier-features.ts";
import {
  api,
  apiWithStateId,
  clientFor,
  errMsgs,
  gatewayPact,
  isoDateTime,
  JSON_BODY,
  refusedSessionGet,
  SESSION,
  success,
} from "./gateway-pact.ts";

const { boolean, decimal, eachLike, integer, like, nullValue } = MatchersV3;
const pact = gatewayPact();

const tier = {
  id: like("tier-pro"),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  name: like("Pro"),
  description: like("For people who build with models every day"),
  isActive: boolean(true),
  price: decimal(19.99),
  pricePeriod: like("month"),
  teamEnabled: boolean(false),
  maxTeamMembers: integer(1),
  organizationEnabled: boolean(true),
  features: eachLike({ key: like("paymentMethod"), title: like(""), value: like("stripe") }),
};

const subscription = {
  id: like("sub-1"),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  userId: like("user-1"),
  tierId: like("tier-pro"),
  status: like("active"),
  expiresAt: isoDateTime("2025-04-14T12:00:00.000Z"),
  canceledAt: nullValue(),
  tier,
};

function subscribeOnMockServer(mockServer: V3MockServer, tierId: string, paymentMethodId: string | null) {
  const { client, pages } = clientFor(mockServer);
  return { subscribed: new HttpSubscriptionGateway(client).subscribe(tierId, paymentMethodId), pages };
}

describe("the subscription contract", () => {
  it("lists the tiers without signing in", async () => {
    await pact
      .addInteraction()
      .given("tiers on sale", { names: ["Free", "Pro", "Team"] })
      .uponReceiving("a request for the tiers")
      .withRequest("GET", api("/tiers"))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(tier, 3)))
      .executeTest(async (mockServer) => {
        const tiers = await new HttpSubscriptionGateway(clientFor(mockServer).client).listTiers();
        expect(tiers).toHaveLength(3);
        expect(paymentMethodOf(tiers[0] as (typeof tiers)[number])).toBe("stripe");
        expect(shownFeatures(tiers[0] as (typeof tiers)[number])).toEqual([]);
      });
  });

  it("lists the user's current tier with its subscription", async () => {
    await pact
      .addInteraction()
      .given("a user subscribed to a tier", { tier: "Pro", canceled: false })
      .uponReceiving("a request for the current tier")
      .withRequest("GET", api("/tiers/current"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(subscription)))
      .executeTest(async (mockServer) => {
        const [current] = await new HttpSubscriptionGateway(clientFor(mockServer).client).currentTiers();
        expect(current?.tier.name).toBe("Pro");
        expect(current?.canceledAt).toBeNull();
        expect(current?.expiresAt).toBeInstanceOf(Date);
      });
  });

  it("turns away a suspended account: the access-denied page", async () => {
    await refusedSessionGet(
      pact
        .addInteraction()
        .given("a user whose account is suspended")
        .uponReceiving("a request for the current tier from a suspended account"),
      "/tiers/current",
      [403, "Your account is suspended"],
      (client) => new HttpSubscriptionGateway(client).currentTiers(),
      RouteName.ACCESS_DENIED,
    );
  });

  it("subscribes to a tier with a payment method", async () => {
    await pact
      .addInteraction()
      .given("a tier paid by card", { tier: "Pro" })
      .uponReceiving("a request to subscribe to a tier with a card")
      .withRequest("POST", apiWithStateId("/tiers/subscribe", "tierId", "tier-pro"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ paymentMethodId: "pm_card_visa" }),
      )
      .willRespondWith(success(201))
      .executeTest(async (mockServer) => {
        const { subscribed } = subscribeOnMockServer(mockServer, "tier-pro", "pm_card_visa");
        await expect(subscribed).resolves.toBeUndefined();
      });
  });

  it("rejects a paid tier without a payment method with the server's message, no error page (400)", async () => {
    await pact
      .addInteraction()
      .given("a tier paid by card", { tier: "Pro" })
      .uponReceiving("a request to subscribe to a paid tier without a payment method")
      .withRequest("POST", apiWithStateId("/tiers/subscribe", "tierId", "tier-pro"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ paymentMethodId: null }),
      )
      .willRespondWith(400, (response) => response.jsonBody(errMsgs("A payment method is required")))
      .executeTest(async (mockServer) => {
        const { subscribed, pages } = subscribeOnMockServer(mockServer, "tier-pro", null);
        await expect(subscribed).rejects.toThrow(/^A payment method is required$/);
        expect(pages).toEqual([]);
      });
  });

  it("rejects a tier that does not exist with the server's message, no error page (404)", async () => {
    await pact
      .addInteraction()
      .given("no tier with the id", { tierId: "tier-gone" })
      .uponReceiving("a request to subscribe to a tier that does not exist")
      .withRequest("POST", api("/tiers/subscribe/tier-gone"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ paymentMethodId: "pm_card_visa" }),
      )
      .willRespondWith(404, (response) => response.jsonBody(errMsgs("Tier not found")))
      .executeTest(async (mockServer) => {
        const { subscribed, pages } = subscribeOnMockServer(mockServer, "tier-gone", "pm_card_visa");
        await expect(subscribed).rejects.toThrow(/^Tier not found$/);
        expect(pages).toEqual([]);
      });
  });

  it("rejects when the payment provider fails with the server's message, no error page (500)", async () => {
    await pact
      .addInteraction()
      .given("a tier paid by card", { tier: "Pro" })
      .given("the payment provider is failing")
      .uponReceiving("a request to subscribe while the payment provider is failing")
      .withRequest("POST", apiWithStateId("/tiers/subscribe", "tierId", "tier-pro"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ paymentMethodId: "pm_card_visa" }),
      )
      .willRespondWith(500, (response) => response.jsonBody(errMsgs("The payment provider is unavailable")))
      .executeTest(async (mockServer) => {
        const { subscribed, pages } = subscribeOnMockServer(mockServer, "tier-pro", "pm_card_visa");
        await expect(subscribed).rejects.toThrow(/^The payment provider is unavailable$/);
        expect(pages).toEqual([]);
      });
  });

  it("rejects any other failure with 'An unexpected error occurred', no error page (401)", async () => {
    await pact
      .addInteraction()
      .given("the access token is not accepted")
      .uponReceiving("a request to subscribe with a rejected access token")
      .withRequest("POST", api("/tiers/subscribe/tier-pro"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ paymentMethodId: "pm_card_visa" }),
      )
      .willRespondWith(401, (response) => response.jsonBody(errMsgs("Unauthorized")))
      .executeTest(async (mockServer) => {
        const { subscribed, pages } = subscribeOnMockServer(mockServer, "tier-pro", "pm_card_visa");
        await expect(subscribed).rejects.toThrow(/^An unexpected error occurred$/);
        expect(pages).toEqual([]);
      });
  });

  it.each([false, true])("cancels the subscription (immediate: %s)", async (immediate) => {
    await pact
      .addInteraction()
      .given("a user subscribed to a tier", { tier: "Pro", canceled: false })
      .uponReceiving(
        `a request to cancel the subscription ${immediate ? "at once" : "at the end of the period"}`,
      )
      .withRequest("DELETE", api("/tiers/subscription"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ immediate }),
      )
      .willRespondWith(success(200))
      .executeTest(async (mockServer) => {
        const gateway = new HttpSubscriptionGateway(clientFor(mockServer).client);
        await expect(gateway.cancel({ immediate })).resolves.toBeUndefined();
      });
  });
});
