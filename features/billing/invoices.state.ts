import type { ListedInvoice } from "./listed-invoice.ts";

export interface InvoicesState {
  /** The page being read, shown, or failed (with a retry). */
  readonly status: "loading" | "ready" | "failed";
  /** The page shown, newest first; kept while the next one loads. */
  readonly invoices: readonly ListedInvoice[];
  /** Why the page could not be read, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  /** 1 for the newest invoices. */
  readonly pageNumber: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

export const INITIAL_INVOICES_STATE: InvoicesState = {
  status: "loading",
  invoices: [],
  failure: [],
  pageNumber: 1,
  hasPrevious: false,
  hasNext: false,
};
