import type { BillingGateway } from "../../../core/billing/billing-gateway.port.ts";
import {
  INVOICE_PAGE_SIZE,
  InvoicePage,
  type InvoicePageRequest,
} from "../../../core/billing/invoice-page.entity.ts";
import { StoredPaymentMethod } from "../../../core/billing/stored-payment-method.entity.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import type { BillingSeed } from "./billing.seed.ts";

/** Stripe's own bounds for a list's limit, which the reference gateway passes through. */
const LIMIT = { min: 1, max: 100 } as const;

/**
 * The billing calls in memory. The rules below are the reference gateway's too; keep them in step:
 * - Invoices come newest first, `limit` of them (default INVOICE_PAGE_SIZE, brought within 1-100), starting after
 *   the invoice `startingAfter` names; `hasMore` tells whether older ones remain. An unknown `startingAfter` is a
 *   400 "No such invoice".
 * - Payment methods come as saved, the default card first.
 */
export class MemoryBillingGateway implements BillingGateway {
  constructor(private readonly seed: BillingSeed) {}

  async listInvoices(request: InvoicePageRequest = {}): Promise<InvoicePage> {
    const newestFirst = [...this.seed.invoices].sort(
      (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
    );
    const limit = Math.min(LIMIT.max, Math.max(LIMIT.min, Math.trunc(request.limit ?? INVOICE_PAGE_SIZE)));
    let start = 0;
    if (request.startingAfter) {
      const index = newestFirst.findIndex((invoice) => invoice.id === request.startingAfter);
      if (index < 0) throw GatewayError.http(400, "No such invoice");
      start = index + 1;
    }
    const data = newestFirst.slice(start, start + limit);
    return toEntity(InvoicePage, structuredClone({ data, hasMore: start + limit < newestFirst.length }));
  }

  async listPaymentMethods(): Promise<StoredPaymentMethod[]> {
    const defaultFirst = [...this.seed.paymentMethods].sort(
      (a, b) => Number(b.isDefault) - Number(a.isDefault),
    );
    return toEntities(StoredPaymentMethod, structuredClone(defaultFirst));
  }
}
