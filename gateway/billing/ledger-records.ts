import type { Database } from "../database/database.ts";
import { ledgerInvoices, ledgerPaymentMethods, ledgerSubscriptions } from "./ledger.schema.ts";
import type { InvoiceRecord, SavedCard } from "./payments.port.ts";

// Records written straight into the local ledger, ids and all, as if the payment provider already held them:
// for provider states and conformance arranges, which must reproduce given data exactly.

export async function recordCards(
  db: Database,
  customerId: string,
  cards: readonly SavedCard[],
): Promise<void> {
  if (cards.length === 0) return;
  const base = Date.now() - cards.length * 1000;
  await db.insert(ledgerPaymentMethods).values(
    // Saved one second apart, in the order given, all before a card saved now.
    cards.map((card, index) => ({
      ...card,
      customerId,
      createdAt: new Date(base + index * 1000).toISOString(),
    })),
  );
}

export async function recordInvoices(
  db: Database,
  customerId: string,
  invoices: readonly InvoiceRecord[],
): Promise<void> {
  if (invoices.length === 0) return;
  await db.insert(ledgerInvoices).values(invoices.map((invoice) => ({ ...invoice, customerId })));
}

export interface RecordedSubscription {
  readonly id: string;
  readonly customerId: string;
  readonly description: string;
  readonly amount: number;
  readonly startedAt: string;
  readonly currentPeriodEnd: string;
  readonly canceledAt: string | null;
}

/** A running monthly subscription; canceled at period end when `canceledAt` is set. */
export async function recordSubscription(db: Database, subscription: RecordedSubscription): Promise<void> {
  const { startedAt, canceledAt, ...rest } = subscription;
  await db.insert(ledgerSubscriptions).values({
    ...rest,
    currency: "usd",
    interval: "month",
    currentPeriodStart: startedAt,
    createdAt: startedAt,
    cancelAtPeriodEnd: canceledAt !== null,
    canceledAt,
  });
}
