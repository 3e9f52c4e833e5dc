import type { Invoice } from "../../core/billing/invoice.entity.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import type { Wire } from "../../core/mapping/wire.ts";

export type SavedCard = Wire<StoredPaymentMethod>;
export type InvoiceRecord = Wire<Invoice>;

/** A card as a person enters it, minus the number: a provider keeps the number and shows back the last four. */
export interface CardDetails {
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** What a paid subscription charges each period. */
export interface PaidPlan {
  readonly description: string;
  /** In `currency`, per interval. */
  readonly amount: number;
  readonly currency: string;
  readonly interval: "month" | "year";
}

/** A subscription as the payment provider sees it. */
export interface ProviderSubscription {
  readonly id: string;
  readonly status: "active" | "canceled";
  /** ISO date-time: when the paid period ends (renews, or ends once canceled). */
  readonly currentPeriodEnd: string;
  readonly canceledAt: string | null;
}

export interface InvoicesPage {
  readonly data: InvoiceRecord[];
  readonly hasMore: boolean;
}

/**
 * Where money would move: customers, saved cards, subscriptions and their invoices. The local ledger adapter
 * records them in the database without charging anyone; a Stripe adapter would call Stripe's API instead.
 * Calls reject with PaymentRefused (the provider said no) or PaymentProviderUnavailable (it did not answer).
 */
export interface PaymentsPort {
  /** Creates the provider's customer for a person; the gateway keeps its id on the user. */
  createCustomer(person: { readonly userId: string; readonly email: string }): Promise<string>;
  /** The customer's saved cards, the default one first. */
  listPaymentMethods(customerId: string): Promise<SavedCard[]>;
  /** Saves a card; the first one becomes the default. */
  addPaymentMethod(customerId: string, card: CardDetails): Promise<SavedCard>;
  /** Starts a paid subscription on one of the customer's cards and charges its first period. */
  startSubscription(
    customerId: string,
    paymentMethodId: string,
    plan: PaidPlan,
  ): Promise<ProviderSubscription>;
  /** The subscription as it stands now: elapsed periods renewed (each invoiced) or, once canceled, ended. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string, when: "now" | "at_period_end"): Promise<ProviderSubscription>;
  /** Newest first, `limit` of them after the invoice `startingAfter` names. */
  listInvoices(
    customerId: string,
    page: { readonly limit: number; readonly startingAfter: string | null },
  ): Promise<InvoicesPage>;
  /** What the customer has paid so far, in US dollars. */
  totalPaid(customerId: string): Promise<number>;
}

/** The provider refused the request (an unknown or expired card, an unknown invoice): the client's to fix. */
export class PaymentRefused extends Error {
  override readonly name = "PaymentRefused";
}

export const PAYMENT_PROVIDER_UNAVAILABLE = "The payment provider is unavailable";

/** The provider could not be reached or failed; nothing was charged. */
export class PaymentProviderUnavailable extends Error {
  override readonly name = "PaymentProviderUnavailable";

  constructor(cause: unknown) {
    super(PAYMENT_PROVIDER_UNAVAILABLE, { cause });
  }
}
