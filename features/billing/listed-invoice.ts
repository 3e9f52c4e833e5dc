import type { Invoice } from "../../core/billing/invoice.entity.ts";
import { formatUsd } from "../../core/money/format-usd.ts";
import { dateAndTime } from "../../core/time/date-and-time.ts";

/** An invoice as its row reads. */
export interface ListedInvoice {
  readonly id: string;
  /** The invoice's number, or its id when it has none yet (a draft). */
  readonly number: string;
  /** US dollars, 2 decimals: "$19.00". */
  readonly amount: string;
  /** YYYY-MM-DD, local. */
  readonly date: string;
  /** The payment provider's status: draft, open, paid, uncollectible or void. */
  readonly status: string;
  /** Where the person reads the invoice; null while it is a draft or when there is no document. */
  readonly documentUrl: string | null;
}

export function listedInvoice(invoice: Invoice): ListedInvoice {
  return {
    id: invoice.id,
    number: invoice.number ?? invoice.id,
    amount: formatUsd(invoice.amount),
    date: dateAndTime(invoice.createdAt).date,
    status: invoice.status,
    documentUrl:
      invoice.status === "draft" ? null : webAddress(invoice.hostedInvoiceUrl ?? invoice.invoicePdf),
  };
}

/** The server's address when it is a web page's: anything else (javascript:, data:) is never made a link. */
function webAddress(address: string | null): string | null {
  if (!address) return null;
  try {
    const { protocol } = new URL(address);
    return protocol === "https:" || protocol === "http:" ? address : null;
  } catch {
    return null;
  }
}
