import { describe, expect, it } from "vitest";
import type { AccountRecord } from "../../adapters/gateway-memory/billing/billing.seed.ts";
import type { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { Invoice } from "../../core/billing/invoice.entity.ts";
import { INVOICE_PAGE_SIZE } from "../../core/billing/invoice-page.entity.ts";
import { CARD_EXPIRED } from "../../core/billing/saved-card-rules.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { Wire } from "../../core/mapping/wire.ts";

export interface BillingGiven {
  readonly invoices: readonly Wire<Invoice>[];
  readonly paymentMethods: readonly Wire<StoredPaymentMethod>[];
  /** The figures the account keeps of its own; the others follow from the invoices, cards and requests. */
  readonly account: AccountRecord;
  /** What the person's requests have cost, in US dollars. */
  readonly usageCost: number;
}

const FRESH_ACCOUNT: AccountRecord = {
  email: "",
  credit: 0,
  receivedDefaultSystemCredit: false,
  setupPaymentMethodError: null,
  createdAt: "2025-03-01T09:30:00.000Z",
};

const VALID_CARD = { brand: "mastercard", last4: "1881", expMonth: 12, expYear: 2099 };

/**
 * `given.invoices` must hold more than one page (INVOICE_PAGE_SIZE) of invoices with distinct dates, some of them
 * paid; `given.paymentMethods` cards valid for years yet, a default one among them; `given.usageCost` more than 0.
 */
export function billingGatewayConformance(
  given: BillingGiven,
  arrange: (given: BillingGiven) => Promise<BillingGateway>,
): void {
  const fresh: BillingGiven = { invoices: [], paymentMethods: [], account: FRESH_ACCOUNT, usageCost: 0 };
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

    it("saves a card, answering every saved card with the new one last, not the default", async () => {
      const gateway = await arrange(given);
      const cards = await gateway.addPaymentMethod(VALID_CARD);
      expect(cards).toHaveLength(given.paymentMethods.length + 1);
      expect(cards.at(-1)).toMatchObject({ ...VALID_CARD, isDefault: false });
      expect(await gateway.listPaymentMethods()).toEqual(cards);
    });

    it("makes a first saved card the default, and the account then has a valid payment method", async () => {
      const gateway = await arrange(fresh);
      expect((await gateway.userAccount()).hasValidPaymentMethod).toBe(false);
      const [card, ...others] = await gateway.addPaymentMethod(VALID_CARD);
      expect(others).toEqual([]);
      expect(card).toMatchObject({ ...VALID_CARD, isDefault: true, id: expect.any(String) });
      expect(await gateway.userAccount()).toMatchObject({
        hasValidPaymentMethod: true,
        setupPaymentMethodError: null,
      });
    });

    it("refuses an expired card with status 400 in the provider's words, which the account keeps until a card is saved", async () => {
      const gateway = await arrange(fresh);
      const error = await gateway
        .addPaymentMethod({ ...VALID_CARD, expYear: 2021 })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({ status: 400, serverMessages: [CARD_EXPIRED] });
      expect(await gateway.listPaymentMethods()).toEqual([]);
      expect(await gateway.userAccount()).toMatchObject({
        hasValidPaymentMethod: false,
        setupPaymentMethodError: CARD_EXPIRED,
      });
      await gateway.addPaymentMethod(VALID_CARD);
      expect((await gateway.userAccount()).setupPaymentMethodError).toBeNull();
    });

    it("refuses a malformed card with status 400, saying what is wrong", async () => {
      const gateway = await arrange(fresh);
      const error = await gateway
        .addPaymentMethod({ ...VALID_CARD, last4: "18a1", expMonth: 13 })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).status).toBe(400);
      expect((error as GatewayError).serverMessages).toEqual(
        expect.arrayContaining([
          "last4 must be the last four digits of the card",
          "expMonth must be between 1 and 12",
        ]),
      );
      expect((await gateway.userAccount()).setupPaymentMethodError).toBeNull();
    });

    it("answers the account figures: charges are the paid invoices, the balance the credit less the usage", async () => {
      const account = await (await arrange(given)).userAccount();
      const paid = given.invoices
        .filter((invoice) => invoice.status === "paid")
        .reduce((total, invoice) => total + invoice.amount, 0);
      expect(account.email).toMatch(/@/);
      expect(account.totalCharges).toBeCloseTo(paid, 9);
      expect(account.totalUsage).toBeCloseTo(given.usageCost, 9);
      expect(account.currentBalance).toBeCloseTo(given.account.credit - given.usageCost, 9);
      expect(account).toMatchObject({
        hasValidPaymentMethod: true,
        setupPaymentMethodError: given.account.setupPaymentMethodError,
        premiumExpiresAt: null,
        receivedDefaultSystemCredit: given.account.receivedDefaultSystemCredit,
      });
      expect(account.createdAt).toEqual(new Date(given.account.createdAt));
    });

    it("answers zeros for a fresh account", async () => {
      const account = await (await arrange(fresh)).userAccount();
      expect(account).toMatchObject({
        currentBalance: 0,
        totalUsage: 0,
        totalCharges: 0,
        hasValidPaymentMethod: false,
        setupPaymentMethodError: null,
        premiumExpiresAt: null,
        receivedDefaultSystemCredit: false,
      });
    });
  });
}
