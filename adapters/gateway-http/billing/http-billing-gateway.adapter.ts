import type { BillingGateway } from "../../../core/billing/billing-gateway.port.ts";
import {
  INVOICE_PAGE_SIZE,
  InvoicePage,
  type InvoicePageRequest,
} from "../../../core/billing/invoice-page.entity.ts";
import { StoredPaymentMethod } from "../../../core/billing/stored-payment-method.entity.ts";
import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

export class HttpBillingGateway implements BillingGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listInvoices(request: InvoicePageRequest = {}): Promise<InvoicePage> {
    const query = { limit: request.limit ?? INVOICE_PAGE_SIZE, startingAfter: request.startingAfter };
    return toEntity(InvoicePage, await this.http.get("/tiers/invoices", { query }));
  }

  async listPaymentMethods(): Promise<StoredPaymentMethod[]> {
    return toEntities(StoredPaymentMethod, await this.http.get("/stripe/payment-methods"));
  }
}
