import type { BillingGateway } from "../../../core/billing/billing-gateway.port.ts";
import {
  INVOICE_PAGE_SIZE,
  InvoicePage,
  type InvoicePageRequest,
} from "../../../core/billing/invoice-page.entity.ts";
import type { NewCard } from "../../../core/billing/new-card.dto.ts";
import { StoredPaymentMethod } from "../../../core/billing/stored-payment-method.entity.ts";
import { UserAccount } from "../../../core/billing/user-account.entity.ts";
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

  async addPaymentMethod(card: NewCard): Promise<StoredPaymentMethod[]> {
    const { brand, last4, expMonth, expYear } = card;
    const body = { brand, last4, expMonth, expYear };
    return toEntities(StoredPaymentMethod, await this.http.post("/stripe/payment-methods", { body }));
  }

  async userAccount(): Promise<UserAccount> {
    return toEntity(UserAccount, await this.http.get("/users/account"));
  }
}
