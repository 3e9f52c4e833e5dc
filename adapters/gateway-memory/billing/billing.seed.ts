import type { Invoice } from "../../../core/billing/invoice.entity.ts";
import type { StoredPaymentMethod } from "../../../core/billing/stored-payment-method.entity.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import type { Wire } from "../../../core/mapping/wire.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";
import { isoAt } from "../memory-clock.ts";

export type InvoiceRecord = Wire<Invoice>;
export type PaymentMethodRecord = Wire<StoredPaymentMethod>;

/** The account figures kept on the account; the others are worked out from the ledger and the request log. */
export interface AccountRecord {
  readonly email: string;
  /** Credit granted to the account, in US dollars: the balance is this minus what the requests cost. */
  readonly credit: number;
  readonly receivedDefaultSystemCredit: boolean;
  readonly setupPaymentMethodError: string | null;
  readonly createdAt: string;
}

export interface BillingSeed {
  readonly invoices: readonly InvoiceRecord[];
  readonly paymentMethods: readonly PaymentMethodRecord[];
  readonly account: AccountRecord;
}

/**
 * Twelve monthly Pro invoices (more than one page), two saved cards, and the demo account (the memory sign-in's
 * demo@meridian.example) with a welcome credit.
 */
export function billingSeed(clock: Clock): BillingSeed {
  const invoices = Array.from({ length: 12 }, (_, month): InvoiceRecord => {
    const number = String(12 - month).padStart(4, "0");
    return {
      id: `in_demo_${number}`,
      number: `MRD-${number}`,
      status: month === 0 ? "open" : "paid",
      amount: 19,
      currency: "usd",
      createdAt: isoAt(clock, -(month * 30 + 20) * 86_400_000),
      hostedInvoiceUrl: `https://invoice.stripe.com/i/demo_${number}`,
      invoicePdf: `https://pay.stripe.com/invoice/demo_${number}/pdf`,
    };
  });
  return {
    invoices,
    paymentMethods: [
      { id: "pm_demo_visa", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, isDefault: true },
      {
        id: "pm_demo_mastercard",
        brand: "mastercard",
        last4: "4444",
        expMonth: 6,
        expYear: 2028,
        isDefault: false,
      },
    ],
    account: {
      email: DEMO_PEOPLE.owner.email,
      credit: 5,
      receivedDefaultSystemCredit: true,
      setupPaymentMethodError: null,
      createdAt: isoAt(clock, -380 * 86_400_000),
    },
  };
}
