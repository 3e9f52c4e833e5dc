import { eq } from "drizzle-orm";
import { periodEnd, periodIndexOf } from "../../core/billing/billing-periods.ts";
import type { Database } from "../database/database.ts";
import { ledgerSubscriptions } from "./ledger.schema.ts";
import { issuePaidInvoice } from "./ledger-invoices.ts";

export type LedgerSubscriptionRow = typeof ledgerSubscriptions.$inferSelect;

// A subscription left alone for longer than this many periods is billed up to here; more is a data error.
const MAX_PERIODS_AT_ONCE = 1200;

/**
 * Brings a subscription up to `now`, as a provider's scheduler would have: each elapsed period is renewed and
 * invoiced, unless it was canceled at period end, in which case it ends. The local ledger does this lazily,
 * whenever it is asked about the subscription or its customer.
 */
export async function renewDue(
  db: Database,
  row: LedgerSubscriptionRow,
  now: number,
): Promise<LedgerSubscriptionRow> {
  if (!isDue(row, now)) return row;
  // The page asks about a subscription with several calls at once, and each renews what is due: under the row's
  // lock, the later ones find it renewed and issue nothing twice.
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(ledgerSubscriptions)
      .where(eq(ledgerSubscriptions.id, row.id))
      .for("update");
    if (!locked) throw new Error(`ledger subscription ${row.id} vanished while renewing`);
    return isDue(locked, now) ? renewLocked(tx, locked, now) : locked;
  });
}

function isDue(row: LedgerSubscriptionRow, now: number): boolean {
  return row.status === "active" && Date.parse(row.currentPeriodEnd) <= now;
}

async function renewLocked(
  db: Database,
  row: LedgerSubscriptionRow,
  now: number,
): Promise<LedgerSubscriptionRow> {
  if (row.cancelAtPeriodEnd) return update(db, row.id, { status: "canceled" });
  let index = periodIndexOf(row.createdAt, row.interval, row.currentPeriodEnd);
  let start = new Date(row.currentPeriodEnd).toISOString();
  let end = start;
  for (let periods = 0; Date.parse(start) <= now && periods < MAX_PERIODS_AT_ONCE; periods += 1) {
    do {
      index += 1;
      end = periodEnd(row.createdAt, row.interval, index);
    } while (Date.parse(end) <= Date.parse(start));
    await issuePaidInvoice(db, {
      customerId: row.customerId,
      subscriptionId: row.id,
      amount: row.amount,
      currency: row.currency,
      periodStart: start,
      periodEnd: end,
    });
    if (Date.parse(end) > now) break;
    start = end;
  }
  return update(db, row.id, { currentPeriodStart: start, currentPeriodEnd: end });
}

async function update(
  db: Database,
  id: string,
  changes: Partial<typeof ledgerSubscriptions.$inferInsert>,
): Promise<LedgerSubscriptionRow> {
  const [updated] = await db
    .update(ledgerSubscriptions)
    .set(changes)
    .where(eq(ledgerSubscriptions.id, id))
    .returning();
  if (!updated) throw new Error(`ledger subscription ${id} vanished while renewing`);
  return updated;
}
