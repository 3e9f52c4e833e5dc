import { describe, expect, it } from "vitest";
import type { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { Invoice } from "../../core/billing/invoice.entity.ts";
import { INVOICE_PAGE_SIZE } from "../../core/billing/invoice-page.entity.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { Wire } from "../../core/mapping/wire.ts";

export interface BillingGiven {
  readonly invoices: readonly Wire<Invoice>[];
  readonly paymentMethods: readonly Wire<StoredPaymentMethod>[];
}

/** `given.invoices` must hold more than one page (INVOICE_PAGE_SIZE) of invoices with distinct dates. */
export function billingGatewayConformance(
  given: BillingGiven,
  arrange: (given: BillingGiven) => Promise<BillingGateway>,
): void {
  const newestFirst = [...given.invoices]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((invoice) => invoice.id);

  describe("the billing gateway", () => {
    it("lists a first page of invoices, newest first, saying more remain", async () => {
      const page = await (await arrange(given)).listInvoices();
      expect(page.data.map((invoice) => invoice.id)).toEqual(newestFirst.slice(0, INVOICE_PAGE_SIZE));
      expect(page.data[0]?.createdAt).toBeInstanceOf(Date);
      expect(page.hasMore).toBe(true);
    });

    it("continues after the last invoice of a page until none remain", async () => {
      const gateway = await arrange(given);
      const first = await gateway.listInvoices({ limit: 3 });
      const second = await gateway.listInvoices({ limit: 100, startingAfter: first.data.at(-1)?.id });
      expect([...first.data, ...second.data].map((invoice) => invoice.id)).toEqual(newestFirst);
      expect(second.hasMore).toBe(false);
    });

    it("refuses to continue after an invoice it does not know, with status 400", async () => {
      const error = await (await arrange(given))
        .listInvoices({ startingAfter: "in_unknown" })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).status).toBe(400);
    });

    it("lists the saved cards, the default one first", async () => {
      const methods = await (await arrange(given)).listPaymentMethods();
      expect(methods).toHaveLength(given.paymentMethods.length);
      expect(methods[0]?.isDefault).toBe(true);
      expect(methods[0]?.last4).toMatch(/^\d{4}$/);
    });
  });
}
