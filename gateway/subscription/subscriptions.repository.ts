import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { subscriptions } from "./subscription.schema.ts";
import type { SubscriptionRow } from "./subscription-records.ts";

type NewSubscription = Omit<typeof subscriptions.$inferInsert, "id" | "userId" | "status">;
type SubscriptionChanges = Partial<Omit<typeof subscriptions.$inferInsert, "id" | "userId">>;

/** The person's running subscription (status active), as stored. */
export async function runningSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")));
  return row ?? null;
}

/** Ends the running subscription, if any, and starts `next` in its place, both or neither. */
export async function replaceRunningSubscription(
  db: Database,
  userId: string,
  next: NewSubscription,
  now: string,
): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: "canceled", canceledAt: now, expiresAt: now, updatedAt: now })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")));
    const [row] = await tx
      .insert(subscriptions)
      .values({
        ...next,
        id: `sub-${randomUUID()}`,
        userId,
        status: "active",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("the subscription was not recorded");
    return row;
  });
}

export async function updateSubscription(
  db: Database,
  id: string,
  changes: SubscriptionChanges,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished while being updated`);
  return row;
}
