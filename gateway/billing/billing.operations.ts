import { INVOICE_PAGE_SIZE } from "../../core/billing/invoice-page.entity.ts";
import { NewCardDto } from "../../core/billing/new-card.dto.ts";
import { fromDto } from "../api-document/dto-schema.ts";
import { listAnswer, operation } from "../api-document/operation.ts";
import { ref } from "../api-document/schema-words.ts";
import { INVOICE_EXAMPLE, PAYMENT_METHOD_EXAMPLE } from "./billing.components.ts";
import { InvoicePageQueryDto } from "./invoice-page-query.dto.ts";
import { PAYMENT_PROVIDER_UNAVAILABLE } from "./payments.port.ts";

export const PROVIDER_FAILED = ["The payment provider failed.", PAYMENT_PROVIDER_UNAVAILABLE] as const;

export const BILLING_OPERATIONS = {
  listInvoices: operation({
    id: "listInvoices",
    summary: "List your invoices, a page at a time",
    description:
      "Newest first. For the next page, send startingAfter = the id of the last invoice of this one.",
    tag: "Billing",
    access: "session",
    query: fromDto(InvoicePageQueryDto, {
      properties: {
        limit: {
          description: "Invoices per page, brought within 1 to 100.",
          default: String(INVOICE_PAGE_SIZE),
        },
        startingAfter: { description: "The id of the last invoice of the previous page." },
      },
    }),
    answer: {
      status: 200,
      description: "One page of invoices.",
      schema: ref("InvoicePage"),
      example: { data: [INVOICE_EXAMPLE], hasMore: false },
    },
    refusals: {
      400: ["A limit that is not a whole number, or an unknown startingAfter.", "No such invoice"],
      502: PROVIDER_FAILED,
    },
  }),

  listPaymentMethods: operation({
    id: "listPaymentMethods",
    summary: "List your saved cards",
    tag: "Billing",
    access: "session",
    answer: listAnswer(
      "The saved cards; none before the first one is saved.",
      "PaymentMethod",
      PAYMENT_METHOD_EXAMPLE,
    ),
    refusals: { 502: PROVIDER_FAILED },
  }),

  addPaymentMethod: operation({
    id: "addPaymentMethod",
    summary: "Save a card",
    description:
      "The card as a payment provider's card form reports it (brand, last four digits, expiry): its number never " +
      "reaches the gateway. A card the provider refuses is recorded as the account's setup error.",
    tag: "Billing",
    access: "session",
    body: fromDto(NewCardDto),
    answer: listAnswer(
      "Every saved card, the new one included.",
      "PaymentMethod",
      PAYMENT_METHOD_EXAMPLE,
      201,
    ),
    refusals: {
      400: [
        "The card is malformed, expired, or refused by the payment provider.",
        "last4 must be the last four digits of the card",
      ],
      502: PROVIDER_FAILED,
    },
  }),
};
