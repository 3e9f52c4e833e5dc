import { and, asc, count, desc, eq } from "drizzle-orm";
import { CARD_EXPIRED, isCardExpired, NO_SUCH_PAYMENT_METHOD } from "../../core/billing/saved-card-rules.ts";
import type { Database } from "../database/database.ts";
import { ledgerPaymentMethods } from "./ledger.schema.ts";
import { ledgerId } from "./ledger-ids.ts";
import { type CardDetails, PaymentRefused, type SavedCard } from "./payments.port.ts";

type CardRow = typeof ledgerPaymentMethods.$inferSelect;

/** The customer's saved cards, the default one first. */
export async function savedCards(db: Database, customerId: string): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(ledgerPaymentMethods)
    .where(eq(ledgerPaymentMethods.customerId, customerId))
    .orderBy(desc(ledgerPaymentMethods.isDefault), asc(ledgerPaymentMethods.createdAt));
  return rows.map(savedCardOf);
}

/** Saves a card; the customer's first becomes the default. */
export async function saveCard(
  db: Database,
  customerId: string,
  card: CardDetails,
  now: number,
): Promise<SavedCard> {
  if (isCardExpired(card, now)) throw new PaymentRefused(CARD_EXPIRED);
  const [saved] = await db
    .select({ count: count() })
    .from(ledgerPaymentMethods)
    .where(eq(ledgerPaymentMethods.customerId, customerId));
  const [row] = await db
    .insert(ledgerPaymentMethods)
    .values({
      id: ledgerId("pm"),
      customerId,
      ...card,
      isDefault: !saved?.count,
      createdAt: new Date(now).toISOString(),
    })
    .returning();
  if (!row) throw new Error("the ledger did not save the card");
  return savedCardOf(row);
}

/** The customer's card a charge may use at `now`, or the provider's refusal. */
export async function chargeableCard(
  db: Database,
  customerId: string,
  cardId: string,
  now: number,
): Promise<CardRow> {
  const [card] = await db
    .select()
    .from(ledgerPaymentMethods)
    .where(and(eq(ledgerPaymentMethods.id, cardId), eq(ledgerPaymentMethods.customerId, customerId)));
  if (!card) throw new PaymentRefused(NO_SUCH_PAYMENT_METHOD);
  if (isCardExpired(card, now)) throw new PaymentRefused(CARD_EXPIRED);
  return card;
}

function savedCardOf(row: CardRow): SavedCard {
  const { id, brand, last4, expMonth, expYear, isDefault } = row;
  return { id, brand, last4, expMonth, expYear, isDefault };
}
