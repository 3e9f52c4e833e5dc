import { CARD_BRANDS } from "../../core/billing/new-card.dto.ts";
import {
  component,
  dateTime,
  decimal,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  ref,
  text,
  yesNo,
} from "../api-document/schema-words.ts";

export const INVOICE = component(
  "Invoice",
  record(
    {
      id: text(),
      number: orNull(text()),
      status: text("draft, open, paid, uncollectible or void."),
      amount: decimal("US dollars."),
      currency: text(),
      createdAt: dateTime(),
      hostedInvoiceUrl: orNull(text("Where the person sees or pays it; null while a draft.")),
      invoicePdf: orNull(text()),
    },
    { description: "An invoice of the person's subscription." },
  ),
);

export const INVOICE_PAGE = component(
  "InvoicePage",
  record(
    {
      data: listOf(ref("Invoice"), "Newest first."),
      hasMore: yesNo(
        "Whether another page follows: ask for it with startingAfter = the last id of this one.",
      ),
    },
    { description: "One page of invoices." },
  ),
);

export const PAYMENT_METHOD = component(
  "PaymentMethod",
  record(
    {
      id: text("What POST /tiers/subscribe/{tierId} takes as paymentMethodId."),
      brand: oneOf(CARD_BRANDS),
      last4: text(),
      expMonth: integer(),
      expYear: integer(),
      isDefault: yesNo(),
    },
    { description: "A saved card; never its number." },
  ),
);

export const INVOICE_EXAMPLE = {
  id: "in_0009",
  number: "MRD-0009",
  status: "paid",
  amount: 19.99,
  currency: "usd",
  createdAt: "2025-03-14T12:00:00.000Z",
  hostedInvoiceUrl: "https://invoice.stripe.com/i/in_0009",
  invoicePdf: "https://pay.stripe.com/invoice/in_0009/pdf",
};

export const PAYMENT_METHOD_EXAMPLE = {
  id: "pm_0001",
  brand: "visa",
  last4: "4242",
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
};
