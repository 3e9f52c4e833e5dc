import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { tiers } from "./subscription.schema.ts";
import type { TierRow } from "./subscription-records.ts";

const onSale = and(eq(tiers.isActive, true), isNull(tiers.deletedAt));

/** The tiers anyone may subscribe to: active and not deleted. */
export function tiersOnSale(db: Database): Promise<TierRow[]> {
  return db.select().from(tiers).where(onSale);
}

export async function tierOnSale(db: Database, id: string): Promise<TierRow | null> {
  const [row] = await db
    .select()
    .from(tiers)
    .where(and(onSale, eq(tiers.id, id)));
  return row ?? null;
}

export async function tierById(db: Database, id: string): Promise<TierRow | null> {
  const [row] = await db.select().from(tiers).where(eq(tiers.id, id));
  return row ?? null;
}
