import { and, count, desc, eq, lt, or, sum } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { isoDate } from "../server/iso-date.ts";
import { ledgerInvoices } from "./ledger.schema.ts";
import { ledgerId } from "./ledger-ids.ts";
import { type InvoiceRecord, type InvoicesPage, PaymentRefused } from "./payments.port.ts";

type InvoiceRow = typeof ledgerInvoices.$inferSelect;

export interface PeriodCharge {
  readonly customerId: string;
  readonly subscriptionId: string;
  readonly amount: number;
  readonly currency: string;
  readonly periodStart: string;
  readonly periodEnd: string;
}

/** Records one period of a subscription as a paid invoice, numbered in the customer's sequence. */
export async function issuePaidInvoice(db: Database, charge: PeriodCharge): Promise<void> {
  const [issued] = await db
    .select({ count: count() })
    .from(ledgerInvoices)
    .where(eq(ledgerInvoices.customerId, charge.customerId));
  await db.insert(ledgerInvoices).values({
    id: ledgerId("in"),
    ...charge,
    number: `MRD-${String((issued?.count ?? 0) + 1).padStart(4, "0")}`,
    status: "paid",
    // The local ledger has no hosted invoice page or PDF to point to.
    hostedInvoiceUrl: null,
    invoicePdf: null,
    createdAt: charge.periodStart,
  });
}

/** Newest first (ties by id), `limit` of them after the invoice `startingAfter` names. */
export async function invoicePage(
  db: Database,
  customerId: string,
  page: { readonly limit: number; readonly startingAfter: string | null },
): Promise<InvoicesPage> {
  const ofCustomer = eq(ledgerInvoices.customerId, customerId);
  let after: InvoiceRow | undefined;
  if (page.startingAfter !== null) {
    [after] = await db
      .select()
      .from(ledgerInvoices)
      .where(and(ofCustomer, eq(ledgerInvoices.id, page.startingAfter)));
    if (!after) throw new PaymentRefused("No such invoice");
  }
  const rows = await db
    .select()
    .from(ledgerInvoices)
    .where(
      after
        ? and(
            ofCustomer,
            or(
              lt(ledgerInvoices.createdAt, after.createdAt),
              and(eq(ledgerInvoices.createdAt, after.createdAt), lt(ledgerInvoices.id, after.id)),
            ),
          )
        : ofCustomer,
    )
    .orderBy(desc(ledgerInvoices.createdAt), desc(ledgerInvoices.id))
    .limit(page.limit + 1);
  return { data: rows.slice(0, page.limit).map(invoiceRecordOf), hasMore: rows.length > page.limit };
}

export async function paidTotal(db: Database, customerId: string): Promise<number> {
  const [total] = await db
    .select({ paid: sum(ledgerInvoices.amount) })
    .from(ledgerInvoices)
    .where(and(eq(ledgerInvoices.customerId, customerId), eq(ledgerInvoices.status, "paid")));
  return Number(total?.paid ?? 0);
}

function invoiceRecordOf(row: InvoiceRow): InvoiceRecord {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    createdAt: isoDate(row.createdAt),
    hostedInvoiceUrl: row.hostedInvoiceUrl,
    invoicePdf: row.invoicePdf,
  };
}
