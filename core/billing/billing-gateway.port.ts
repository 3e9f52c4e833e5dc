import { token } from "../wiring/token.ts";
import type { InvoicePage, InvoicePageRequest } from "./invoice-page.entity.ts";
import type { NewCard } from "./new-card.dto.ts";
import type { StoredPaymentMethod } from "./stored-payment-method.entity.ts";
import type { UserAccount } from "./user-account.entity.ts";

/** The billing calls of SPEC §7, plus saving a card and reading the account figures (additions, see each). */
export interface BillingGateway {
  /** GET /tiers/invoices?limit&startingAfter: one page of invoices, newest first. */
  listInvoices(request?: InvoicePageRequest): Promise<InvoicePage>;
  /** GET /stripe/payment-methods: the user's saved cards. */
  listPaymentMethods(): Promise<StoredPaymentMethod[]>;
  /** POST /stripe/payment-methods (addition): saves a card and answers every saved card, the new one included. */
  addPaymentMethod(card: NewCard): Promise<StoredPaymentMethod[]>;
  /** GET /users/account (addition): the signed-in person's account figures of SPEC §3. */
  userAccount(): Promise<UserAccount>;
}

export const BillingGateway = token<BillingGateway>("BillingGateway");
