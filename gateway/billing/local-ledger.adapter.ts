import { and, eq } from "drizzle-orm";
import { periodEnd } from "../../core/billing/billing-periods.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";
import { ledgerCustomers, ledgerSubscriptions } from "./ledger.schema.ts";
import { chargeableCard, saveCard, savedCards } from "./ledger-cards.ts";
import { ledgerId } from "./ledger-ids.ts";
import { invoicePage, issuePaidInvoice, paidTotal } from "./ledger-invoices.ts";
import { type LedgerSubscriptionRow, renewDue } from "./ledger-renewals.ts";
import {
  type CardDetails,
  type InvoicesPage,
  type PaidPlan,
  PaymentProviderUnavailable,
  PaymentRefused,
  type PaymentsPort,
  type ProviderSubscription,
  type SavedCard,
} from "./payments.port.ts";

/** The default payments adapter: records everything in the database; no money moves. */
export class LocalLedger implements PaymentsPort {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  createCustomer(person: { readonly email: string }): Promise<string> {
    return this.guarded(async () => {
      const id = ledgerId("cus");
      await this.db.insert(ledgerCustomers).values({ id, email: person.email, createdAt: this.now() });
      return id;
    });
  }

  listPaymentMethods(customerId: string): Promise<SavedCard[]> {
    return this.guarded(() => savedCards(this.db, customerId));
  }

  addPaymentMethod(customerId: string, card: CardDetails): Promise<SavedCard> {
    return this.guarded(() => saveCard(this.db, customerId, card, this.clock.now()));
  }

  startSubscription(
    customerId: string,
    paymentMethodId: string,
    plan: PaidPlan,
  ): Promise<ProviderSubscription> {
    return this.guarded(async () => {
      await chargeableCard(this.db, customerId, paymentMethodId, this.clock.now());
      const start = this.now();
      const [row] = await this.db
        .insert(ledgerSubscriptions)
        .values({
          id: ledgerId("sub"),
          customerId,
          paymentMethodId,
          ...plan,
          currentPeriodStart: start,
          currentPeriodEnd: periodEnd(start, plan.interval, 1),
          createdAt: start,
        })
        .returning();
      if (!row) throw new Error("the ledger did not record the subscription");
      await issuePaidInvoice(this.db, {
        customerId,
        subscriptionId: row.id,
        amount: plan.amount,
        currency: plan.currency,
        periodStart: row.currentPeriodStart,
        periodEnd: row.currentPeriodEnd,
      });
      return providerSubscriptionOf(row);
    });
  }

  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.guarded(async () => providerSubscriptionOf(await this.renewedSubscription(subscriptionId)));
  }

  cancelSubscription(subscriptionId: string, when: "now" | "at_period_end"): Promise<ProviderSubscription> {
    return this.guarded(async () => {
      const row = await this.renewedSubscription(subscriptionId);
      if (row.status === "canceled") return providerSubscriptionOf(row);
      const now = this.now();
      const changes =
        when === "now"
          ? { status: "canceled", canceledAt: now, currentPeriodEnd: now }
          : { cancelAtPeriodEnd: true, canceledAt: row.canceledAt ?? now };
      const [updated] = await this.db
        .update(ledgerSubscriptions)
        .set(changes)
        .where(eq(ledgerSubscriptions.id, subscriptionId))
        .returning();
      return providerSubscriptionOf(updated ?? row);
    });
  }

  listInvoices(
    customerId: string,
    page: { readonly limit: number; readonly startingAfter: string | null },
  ): Promise<InvoicesPage> {
    return this.guarded(async () => {
      const running = await this.db
        .select()
        .from(ledgerSubscriptions)
        .where(and(eq(ledgerSubscriptions.customerId, customerId), eq(ledgerSubscriptions.status, "active")));
      for (const subscription of running) await renewDue(this.db, subscription, this.clock.now());
      return invoicePage(this.db, customerId, page);
    });
  }

  totalPaid(customerId: string): Promise<number> {
    return this.guarded(() => paidTotal(this.db, customerId));
  }

  private async renewedSubscription(id: string): Promise<LedgerSubscriptionRow> {
    const [row] = await this.db.select().from(ledgerSubscriptions).where(eq(ledgerSubscriptions.id, id));
    if (!row) throw new PaymentRefused("No such subscription");
    return renewDue(this.db, row, this.clock.now());
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** The ledger's own failures (its tables unreachable) are the provider being unavailable. */
  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw error instanceof PaymentRefused ? error : new PaymentProviderUnavailable(error);
    }
  }
}

function providerSubscriptionOf(row: LedgerSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    status: row.status === "canceled" ? "canceled" : "active",
    currentPeriodEnd: isoDate(row.currentPeriodEnd),
    canceledAt: isoDate(row.canceledAt),
  };
}
