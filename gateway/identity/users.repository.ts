import { and, eq, like, sql } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { conflict } from "../server/http-problem.ts";
import type { VerifiedIdentity } from "./token-verifier.port.ts";
import { users } from "./users.schema.ts";

export type UserRow = typeof users.$inferSelect;

/** Accounts made for someone invited by email, before they ever signed in, have ids with this prefix. */
export const INVITED_USER_PREFIX = "invited-";

/**
 * The user behind a verified identity, created on their first call. The email follows the identity provider's
 * (a person may change it there). Someone invited by email takes over the account made for the invitation the
 * first time they sign in (its memberships follow the new id).
 */
export async function provisionUser(db: Database, identity: VerifiedIdentity): Promise<UserRow> {
  // Every signed-in call passes here: one read when nothing changed, writes only on a first call or a new email.
  const known = await userById(db, identity.uid);
  if (known && known.email === identity.email) return known;
  try {
    return await upsertUser(db, identity);
  } catch (error) {
    if (await adoptInvitation(db, identity)) return upsertUser(db, identity);
    // A call the person's page made at the same moment may have just adopted the invitation: the account is theirs.
    const adoptedMeanwhile = await userById(db, identity.uid);
    if (adoptedMeanwhile?.email === identity.email) return adoptedMeanwhile;
    if (await emailTakenByAnother(db, identity)) throw conflict(EMAIL_OF_ANOTHER_ACCOUNT);
    throw error;
  }
}

export const EMAIL_OF_ANOTHER_ACCOUNT =
  "This email address belongs to another account of this gateway. Sign in with that account or contact support.";

/**
 * Another identity-provider account (deleted and re-created, or renamed to this address) already owns the email:
 * its data is not handed over on the strength of an email alone.
 */
async function emailTakenByAnother(db: Database, identity: VerifiedIdentity): Promise<boolean> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, identity.email));
  return owner !== undefined && owner.id !== identity.uid;
}

async function upsertUser(db: Database, identity: VerifiedIdentity): Promise<UserRow> {
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

async function adoptInvitation(db: Database, identity: VerifiedIdentity): Promise<boolean> {
  const adopted = await db
    .update(users)
    .set({ id: identity.uid, updatedAt: sql`now()` })
    .where(and(eq(users.email, identity.email), like(users.id, `${INVITED_USER_PREFIX}%`)))
    .returning({ id: users.id });
  return adopted.length > 0;
}

export async function userById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
