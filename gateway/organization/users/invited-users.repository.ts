import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../database/database.ts";
import { INVITED_USER_PREFIX, type UserRow } from "../../identity/users.repository.ts";
import { users } from "../../identity/users.schema.ts";

/** The account with this email, if anyone has one. */
export async function userWithEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/**
 * The account with this email, created when there is none: someone invited before they ever signed in (the
 * identity provider's uid replaces this id when they do).
 */
export async function accountFor(db: Database, email: string): Promise<UserRow> {
  const existing = await userWithEmail(db, email);
  if (existing) return existing;
  await db
    .insert(users)
    .values({ id: `${INVITED_USER_PREFIX}${randomUUID()}`, email })
    .onConflictDoNothing();
  const created = await userWithEmail(db, email);
  if (!created) throw new Error(`the account of ${email} vanished while being created`);
  return created;
}
