import type { BillingGateway } from "../../../core/billing/billing-gateway.port.ts";
import {
  INVOICE_PAGE_SIZE,
  InvoicePage,
  type InvoicePageRequest,
} from "../../../core/billing/invoice-page.entity.ts";
import { type NewCard, NewCardDto } from "../../../core/billing/new-card.dto.ts";
import { StoredPaymentMethod } from "../../../core/billing/stored-payment-method.entity.ts";
import { UserAccount } from "../../../core/billing/user-account.entity.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import type { Wire } from "../../../core/mapping/wire.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import type { AccountRecord } from "./billing.seed.ts";
import type { MemoryPaymentLedger } from "./memory-payment-ledger.ts";

/** Stripe's own bounds for a list's limit, which the reference gateway passes through. */
const LIMIT = { min: 1, max: 100 } as const;

/** What the account figures read from the other memory gateways; without them, no usage and no paid tier. */
export interface AccountSources {
  /** What the person's logged requests cost, in US dollars (the memory request log). */
  readonly usageCost?: () => number;
  /** Until when the running paid subscription runs, if one does (the memory subscription gateway). */
  readonly premiumExpiresAt?: () => string | null;
}

/**
 * The billing calls in memory, over a payment ledger it may share with the subscription gateway. The rules below
 * are the reference gateway's too (gateway/billing, gateway/identity/user-account.ts); keep them in step:
 * - Invoices come newest first, `limit` of them (default INVOICE_PAGE_SIZE, brought within 1-100), starting after
 *   the invoice `startingAfter` names; `hasMore` tells whether older ones remain. An unknown `startingAfter` is a
 *   400 "No such invoice".
 * - Payment methods come as saved, the default card first.
 * - Saving a card: a malformed one (core NewCardDto) is a 400 with every broken rule; one the ledger refuses (an
 *   expired card) is a 400 with its words, which the account keeps as setupPaymentMethodError until a card is
 *   saved. The answer is every saved card, the new one included.
 * - Account figures: charges are the paid invoices, a valid payment method is any saved card not expired, the
 *   usage is the cost of the logged requests and the balance is the account's credit minus that usage.
 */
export class MemoryBillingGateway implements BillingGateway {
  /** Why saving the last card failed, as the ledger said; null once a card was saved. */
  private setupPaymentMethodError: string | null;

  constructor(
    private readonly ledger: MemoryPaymentLedger,
    private readonly account: AccountRecord,
    private readonly sources: AccountSources = {},
  ) {
    this.setupPaymentMethodError = account.setupPaymentMethodError;
  }

  async listInvoices(request: InvoicePageRequest = {}): Promise<InvoicePage> {
    const newestFirst = this.ledger.invoicesNewestFirst();
    const limit = Math.min(LIMIT.max, Math.max(LIMIT.min, Math.trunc(request.limit ?? INVOICE_PAGE_SIZE)));
    let start = 0;
    if (request.startingAfter) {
      const index = newestFirst.findIndex((invoice) => invoice.id === request.startingAfter);
      if (index < 0) throw GatewayError.http(400, "No such invoice");
      start = index + 1;
    }
    const data = newestFirst.slice(start, start + limit);
    return toEntity(InvoicePage, { data, hasMore: start + limit < newestFirst.length });
  }

  async listPaymentMethods(): Promise<StoredPaymentMethod[]> {
    return toEntities(StoredPaymentMethod, this.ledger.savedCards());
  }

  async addPaymentMethod(card: NewCard): Promise<StoredPaymentMethod[]> {
    const { value, errMsgs } = validateInput(NewCardDto, card);
    if (errMsgs.length > 0) throw GatewayError.http(400, ...new Set(errMsgs));
    try {
      this.ledger.saveCard(value);
    } catch (error) {
      if (error instanceof GatewayError) this.setupPaymentMethodError = error.serverMessages.join("\n");
      throw error;
    }
    this.setupPaymentMethodError = null;
    return this.listPaymentMethods();
  }

  async userAccount(): Promise<UserAccount> {
    const totalUsage = this.sources.usageCost?.() ?? 0;
    const figures: Wire<UserAccount> = {
      email: this.account.email,
      currentBalance: this.account.credit - totalUsage,
      totalUsage,
      totalCharges: this.ledger.paidTotal(),
      hasValidPaymentMethod: this.ledger.hasValidCard(),
      setupPaymentMethodError: this.setupPaymentMethodError,
      premiumExpiresAt: this.sources.premiumExpiresAt?.() ?? null,
      receivedDefaultSystemCredit: this.account.receivedDefaultSystemCredit,
      createdAt: this.account.createdAt,
    };
    return toEntity(UserAccount, figures);
  }
}
