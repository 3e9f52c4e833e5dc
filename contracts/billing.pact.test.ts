import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpBillingGateway } from "../adapters/gateway-http/billing/http-billing-gateway.adapter.ts";
import { CARD_EXPIRED } from "../core/billing/saved-card-rules.ts";
import { RouteName } from "../core/routing/route-name.ts";
import {
  api,
  clientFor,
  errMsgs,
  gatewayPact,
  isoDateTime,
  JSON_BODY,
  refusedSessionGet,
  SESSION,
  stateValue,
} from "./gateway-pact.ts";

const { boolean, decimal, eachLike, fromProviderState, integer, like, nullValue, regex } = MatchersV3;
const pact = gatewayPact();

const invoice = {
  id: like("in_0009"),
  number: like("MRD-0009"),
  status: like("paid"),
  amount: decimal(19.99),
  currency: like("usd"),
  createdAt: isoDateTime(),
  hostedInvoiceUrl: like("https://invoice.stripe.com/i/in_0009"),
  invoicePdf: like("https://pay.stripe.com/invoice/in_0009/pdf"),
};

const savedCard = {
  id: like("pm_1"),
  brand: like("visa"),
  last4: regex("^\\d{4}$", "4242"),
  expMonth: integer(12),
  expYear: integer(2030),
  isDefault: boolean(true),
};

/** A card as the dashboard's card form reports it (the number never leaves the browser); valid for decades. */
const NEW_CARD = { brand: "mastercard", last4: "1881", expMonth: 12, expYear: 2099 };

describe("the billing contract", () => {
  it("lists the first page of invoices", async () => {
    await pact
      .addInteraction()
      .given("a user with invoices", { count: 12 })
      .uponReceiving("a request for the first page of invoices")
      .withRequest("GET", api("/tiers/invoices"), (request) =>
        request.headers(SESSION).query({ limit: "10" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(invoice, 10), hasMore: boolean(true) }),
      )
      .executeTest(async (mockServer) => {
        const page = await new HttpBillingGateway(clientFor(mockServer).client).listInvoices();
        expect(page.data).toHaveLength(10);
        expect(page.data[0]?.createdAt).toBeInstanceOf(Date);
        expect(page.hasMore).toBe(true);
      });
  });

  it("lists the invoices after the last one of a page", async () => {
    await pact
      .addInteraction()
      .given("a user with invoices", { count: 12 })
      .uponReceiving("a request for the invoices after a given one")
      .withRequest("GET", api("/tiers/invoices"), (request) =>
        request
          .headers(SESSION)
          .query({ limit: "10", startingAfter: fromProviderState(stateValue("tenthInvoiceId"), "in_0003") }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(invoice, 2), hasMore: boolean(false) }),
      )
      .executeTest(async (mockServer) => {
        const gateway = new HttpBillingGateway(clientFor(mockServer).client);
        const page = await gateway.listInvoices({ limit: 10, startingAfter: "in_0003" });
        expect(page.data).toHaveLength(2);
        expect(page.hasMore).toBe(false);
      });
  });

  it("lists the saved cards", async () => {
    await pact
      .addInteraction()
      .given("a user with saved cards", { count: 2 })
      .uponReceiving("a request for the saved payment methods")
      .withRequest("GET", api("/stripe/payment-methods"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(savedCard, 2)))
      .executeTest(async (mockServer) => {
        const methods = await new HttpBillingGateway(clientFor(mockServer).client).listPaymentMethods();
        expect(methods).toHaveLength(2);
        expect(methods[0]).toMatchObject({ brand: "visa", last4: "4242" });
      });
  });

  it("shows the server-error page when the payment provider cannot be reached (502)", async () => {
    await refusedSessionGet(
      pact
        .addInteraction()
        .given("a user with saved cards", { count: 1 })
        .given("the payment provider is failing")
        .uponReceiving("a request for the saved payment methods while the payment provider is failing"),
      "/stripe/payment-methods",
      [502, "The payment provider is unavailable"],
      (client) => new HttpBillingGateway(client).listPaymentMethods(),
      RouteName.SERVER_ERROR,
    );
  });

  it("saves a card and answers every saved card, the new one included", async () => {
    await pact
      .addInteraction()
      .given("a user with saved cards", { count: 1 })
      .uponReceiving("a request to save a card")
      .withRequest("POST", api("/stripe/payment-methods"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody(NEW_CARD),
      )
      .willRespondWith(201, (response) => response.jsonBody(eachLike(savedCard, 2)))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const cards = await new HttpBillingGateway(client).addPaymentMethod(NEW_CARD);
        expect(cards).toHaveLength(2);
        expect(cards[0]?.last4).toMatch(/^\d{4}$/);
        expect(pages).toEqual([]);
      });
  });

  it("refuses an expired card with the payment provider's words, showing no error page (400)", async () => {
    const expired = { ...NEW_CARD, expMonth: 1, expYear: 2021 };
    await pact
      .addInteraction()
      .given("a user with saved cards", { count: 0 })
      .uponReceiving("a request to save an expired card")
      .withRequest("POST", api("/stripe/payment-methods"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody(expired),
      )
      .willRespondWith(400, (response) => response.jsonBody(errMsgs(CARD_EXPIRED)))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        await expect(new HttpBillingGateway(client).addPaymentMethod(expired)).rejects.toMatchObject({
          status: 400,
          serverMessages: [CARD_EXPIRED],
        });
        expect(pages).toEqual([]);
      });
  });

  it("reads the account figures", async () => {
    await pact
      .addInteraction()
      .given("a user subscribed to a tier", { tier: "Pro", canceled: false })
      .given("a user with request logs", { count: 2 })
      .uponReceiving("a request for the account figures")
      .withRequest("GET", api("/users/account"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          email: like("ada@example.com"),
          currentBalance: decimal(-0.0005316),
          totalUsage: decimal(0.0005316),
          totalCharges: decimal(19.99),
          hasValidPaymentMethod: boolean(true),
          setupPaymentMethodError: nullValue(),
          premiumExpiresAt: isoDateTime("2025-04-14T12:00:00.000Z"),
          receivedDefaultSystemCredit: boolean(false),
          createdAt: isoDateTime(),
        }),
      )
      .executeTest(async (mockServer) => {
        const account = await new HttpBillingGateway(clientFor(mockServer).client).userAccount();
        expect(account).toMatchObject({ totalCharges: 19.99, hasValidPaymentMethod: true });
        expect(account.premiumExpiresAt).toBeInstanceOf(Date);
        expect(account.createdAt).toBeInstanceOf(Date);
      });
  });
});
