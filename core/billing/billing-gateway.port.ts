import type { InvoicePage, InvoicePageRequest } from "./invoice-page.entity.ts";
import type { StoredPaymentMethod } from "./stored-payment-method.entity.ts";

/** The billing calls of SPEC §7. */
export interface BillingGateway {
  /** GET /tiers/invoices?limit&startingAfter: one page of invoices, newest first. */
  listInvoices(request?: InvoicePageRequest): Promise<InvoicePage>;
  /** GET /stripe/payment-methods: the user's saved cards. */
  listPaymentMethods(): Promise<StoredPaymentMethod[]>;
}

export const BillingGateway = Symbol.for("BillingGateway");
