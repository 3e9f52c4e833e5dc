import { INVOICE_PAGE_SIZE } from "../../core/billing/invoice-page.entity.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { recordCards, recordInvoices } from "./ledger-records.ts";
import { customerIdOf } from "./payment-customer.ts";
import type { InvoiceRecord, SavedCard } from "./payments.port.ts";

const DAY = 86_400_000;
const LEDGER_TABLES = [
  "ledger_invoices",
  "ledger_subscriptions",
  "ledger_payment_methods",
  "ledger_customers",
];

/** Invoice `number` (1 the oldest) of a monthly Pro subscription, issued `number` months after `firstAt`. */
function invoice(number: number, firstAt: number): InvoiceRecord {
  const id = `in_${String(number).padStart(4, "0")}`;
  return {
    id,
    number: `MRD-${String(number).padStart(4, "0")}`,
    status: "paid",
    amount: 19.99,
    currency: "usd",
    createdAt: new Date(firstAt + (number - 1) * 30 * DAY).toISOString(),
    hostedInvoiceUrl: `https://billing.meridian.example/invoices/${id}`,
    invoicePdf: `https://billing.meridian.example/invoices/${id}.pdf`,
  };
}

function card(number: number, expYear: number): SavedCard {
  const [brand, last4] = number % 2 === 1 ? ["visa", "4242"] : ["mastercard", "4444"];
  return { id: `pm_${number}`, brand, last4, expMonth: 12, expYear, isDefault: number === 1 };
}

/** The billing area's provider states (invoices, saved cards, a failing payment provider). */
export const billingProviderStates: ProviderStates = {
  "a user with invoices": async (params, { gateway, actor }) => {
    const count = stateParams(params).number("count");
    const person = await actor();
    const customerId = await customerIdOf(gateway.deps, person.user);
    const firstAt = gateway.deps.clock.now() - count * 30 * DAY;
    await recordInvoices(
      gateway.db,
      customerId,
      Array.from({ length: count }, (_, index) => invoice(index + 1, firstAt)),
    );
    // Newest first, the last invoice of the first page.
    return { tenthInvoiceId: invoice(Math.max(1, count - INVOICE_PAGE_SIZE + 1), firstAt).id };
  },

  "a user with saved cards": async (params, { gateway, actor }) => {
    const person = await actor();
    const customerId = await customerIdOf(gateway.deps, person.user);
    const expYear = new Date(gateway.deps.clock.now()).getUTCFullYear() + 4;
    const count = stateParams(params).number("count");
    await recordCards(
      gateway.db,
      customerId,
      Array.from({ length: count }, (_, index) => card(index + 1, expYear)),
    );
    return undefined;
  },

  // The ledger's tables vanish until the next interaction: every call reaching the provider fails for real.
  "the payment provider is failing": async (_params, { breakTable }) => {
    for (const table of LEDGER_TABLES) await breakTable(table);
    return undefined;
  },
};
