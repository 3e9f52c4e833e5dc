import { eq, sql } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import type { VerifiedIdentity } from "./token-verifier.port.ts";
import { users } from "./users.schema.ts";

export type UserRow = typeof users.$inferSelect;

/**
 * The user behind a verified identity, created on their first call. The email follows the identity provider's
 * (a person may change it there).
 */
export async function provisionUser(db: Database, identity: VerifiedIdentity): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: identity.uid, email: identity.email })
    .onConflictDoUpdate({
      target: users.id,
      set: { email: identity.email, updatedAt: sql`now()` },
      setWhere: sql`${users.email} <> ${identity.email}`,
    })
    .returning();
  if (row) return row;
  const [existing] = await db.select().from(users).where(eq(users.id, identity.uid));
  if (!existing) throw new Error(`user ${identity.uid} vanished while being provisioned`);
  return existing;
}

export async function userById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
