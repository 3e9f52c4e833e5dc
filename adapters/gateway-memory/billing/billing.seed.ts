import type { Invoice } from "../../../core/billing/invoice.entity.ts";
import type { StoredPaymentMethod } from "../../../core/billing/stored-payment-method.entity.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import type { Wire } from "../../../core/mapping/wire.ts";
import {
  DEMO_BILLING,
  demoCardExpiryYear,
  demoPaidPeriodStarts,
  demoSubscribedAt,
} from "../../../demo/demo-billing.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";
import { DEMO_TIERS } from "../../../demo/demo-tiers.ts";
import { MEMORY_DEMO_TIER_ID } from "../subscription/subscription.seed.ts";

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
 * The demo's billing (demo/demo-billing.ts): its card and a paid invoice for each month since it subscribed, at the
 * price of its tier here; and the demo account (the memory sign-in's demo@meridian.example) with a welcome credit.
 */
export function billingSeed(clock: Clock): BillingSeed {
  const price = DEMO_TIERS.find((tier) => tier.id === MEMORY_DEMO_TIER_ID)?.price ?? 0;
  const invoices = demoPaidPeriodStarts(clock.now()).map((createdAt, index): InvoiceRecord => {
    const number = String(index + 1).padStart(4, "0");
    return {
      id: `in_demo_${number}`,
      number: `MRD-${number}`,
      status: "paid",
      amount: price,
      currency: "usd",
      createdAt,
      // Like the local ledger, no hosted page or PDF to point to.
      hostedInvoiceUrl: null,
      invoicePdf: null,
    };
  });
  return {
    invoices,
    paymentMethods: [
      { id: "pm_demo_visa", ...DEMO_BILLING.card, expYear: demoCardExpiryYear(clock.now()), isDefault: true },
    ],
    account: {
      email: DEMO_PEOPLE.owner.email,
      credit: 5,
      receivedDefaultSystemCredit: true,
      setupPaymentMethodError: null,
      createdAt: new Date(demoSubscribedAt(clock.now())).toISOString(),
    },
  };
}
