import { AsList } from "../mapping/entity-decorators.ts";
import { Invoice } from "./invoice.entity.ts";

/** Invoices are listed a page at a time, newest first; the next page starts after the last id of this one. */
export const INVOICE_PAGE_SIZE = 10;

/** One page of GET /tiers/invoices. */
export class InvoicePage {
  @AsList(() => Invoice) readonly data!: readonly Invoice[];
  readonly hasMore!: boolean;
}

export interface InvoicePageRequest {
  readonly limit?: number;
  /** The id of the last invoice of the previous page. */
  readonly startingAfter?: string;
}
