import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpBillingGateway } from "../adapters/gateway-http/billing/http-billing-gateway.adapter.ts";
import { RouteName } from "../core/routing/route-name.ts";
import { api, clientFor, errMsgs, gatewayPact, isoDateTime, SESSION, stateValue } from "./gateway-pact.ts";

const { boolean, decimal, eachLike, fromProviderState, integer, like, regex } = MatchersV3;
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
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike(
            {
              id: like("pm_1"),
              brand: like("visa"),
              last4: regex("^\\d{4}$", "4242"),
              expMonth: integer(12),
              expYear: integer(2030),
              isDefault: boolean(true),
            },
            2,
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const methods = await new HttpBillingGateway(clientFor(mockServer).client).listPaymentMethods();
        expect(methods).toHaveLength(2);
        expect(methods[0]).toMatchObject({ brand: "visa", last4: "4242" });
      });
  });

  it("shows the server-error page when the payment provider cannot be reached (502)", async () => {
    await pact
      .addInteraction()
      .given("a user with saved cards", { count: 1 })
      .given("the payment provider is failing")
      .uponReceiving("a request for the saved payment methods while the payment provider is failing")
      .withRequest("GET", api("/stripe/payment-methods"), (request) => request.headers(SESSION))
      .willRespondWith(502, (response) => response.jsonBody(errMsgs("The payment provider is unavailable")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        await expect(new HttpBillingGateway(client).listPaymentMethods()).rejects.toMatchObject({
          status: 502,
        });
        expect(pages).toEqual([RouteName.SERVER_ERROR]);
      });
  });
});
