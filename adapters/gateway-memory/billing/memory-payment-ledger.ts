import type { NewCard } from "../../../core/billing/new-card.dto.ts";
import {
  CARD_EXPIRED,
  isCardExpired,
  NO_SUCH_PAYMENT_METHOD,
} from "../../../core/billing/saved-card-rules.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { isoAt, systemClock } from "../memory-clock.ts";
import type { InvoiceRecord, PaymentMethodRecord } from "./billing.seed.ts";

/**
 * What the memory payment provider keeps: saved cards and invoices. The billing and subscription gateways share
 * one, as the reference gateway's billing and tier calls share its local ledger (gateway/billing/ledger-*.ts);
 * keep the rules in step with it:
 * - cards are listed default first, then as saved; the first card saved becomes the default;
 * - an expired card (core `isCardExpired`) is refused with a 400 CARD_EXPIRED, when saved and when charged;
 *   charging a card that is not saved is a 400 NO_SUCH_PAYMENT_METHOD;
 * - each charge is a paid invoice, numbered in sequence; what was paid is the sum of the paid invoices.
 */
export class MemoryPaymentLedger {
  private readonly cards: PaymentMethodRecord[];
  private readonly invoices: InvoiceRecord[];
  private issued = 0;

  constructor(
    seed: {
      readonly invoices: readonly InvoiceRecord[];
      readonly paymentMethods: readonly PaymentMethodRecord[];
    },
    private readonly clock: Clock = systemClock,
  ) {
    this.cards = structuredClone([...seed.paymentMethods]);
    this.invoices = structuredClone([...seed.invoices]);
  }

  /** The saved cards, the default one first. */
  savedCards(): PaymentMethodRecord[] {
    return structuredClone([...this.cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)));
  }

  saveCard(card: NewCard): void {
    if (isCardExpired(card, this.clock.now())) throw GatewayError.http(400, CARD_EXPIRED);
    const { brand, last4, expMonth, expYear } = card;
    this.issued += 1;
    this.cards.push({
      id: `pm_${this.clock.now().toString(36)}${this.issued}`,
      brand,
      last4,
      expMonth,
      expYear,
      isDefault: this.cards.length === 0,
    });
  }

  /** Refuses, as the provider would, a card that cannot pay now. */
  checkChargeable(cardId: string): void {
    const card = this.cards.find((saved) => saved.id === cardId);
    if (!card) throw GatewayError.http(400, NO_SUCH_PAYMENT_METHOD);
    if (isCardExpired(card, this.clock.now())) throw GatewayError.http(400, CARD_EXPIRED);
  }

  /** Records a charge as a paid invoice, dated now. */
  issuePaidInvoice(amount: number): void {
    this.issued += 1;
    this.invoices.push({
      id: `in_${this.clock.now().toString(36)}${this.issued}`,
      number: `MRD-${String(this.invoices.length + 1).padStart(4, "0")}`,
      status: "paid",
      amount,
      currency: "usd",
      createdAt: isoAt(this.clock),
      // Like the local ledger, no hosted page or PDF to point to.
      hostedInvoiceUrl: null,
      invoicePdf: null,
    });
  }

  /** Every invoice, newest first. */
  invoicesNewestFirst(): InvoiceRecord[] {
    return structuredClone(
      [...this.invoices].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    );
  }

  /** What was paid so far, in US dollars. */
  paidTotal(): number {
    return this.invoices
      .filter((invoice) => invoice.status === "paid")
      .reduce((sum, invoice) => sum + invoice.amount, 0);
  }

  hasValidCard(): boolean {
    return this.cards.some((card) => !isCardExpired(card, this.clock.now()));
  }
}
