import { eq } from "drizzle-orm";
import type { AuditSubject } from "../../../core/audit/audit-entry.ts";
import type { Database } from "../../database/database.ts";
import { users } from "../../identity/users.schema.ts";

/** Someone as the audit log names the person a change is about: by email (their id, should the account be gone). */
export async function personSubject(db: Database, userId: string): Promise<AuditSubject> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { type: "person", id: userId, name: account?.email ?? userId };
}
