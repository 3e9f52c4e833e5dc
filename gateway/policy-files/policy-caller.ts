import { and, eq } from "drizzle-orm";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";
import type { Caller } from "../chat-completions/authenticate-caller.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { users } from "../identity/users.schema.ts";
import { departmentUsers } from "../organization/organization.schema.ts";

/**
 * Whom a policy document's embeddings are asked for: the person who added it (or searches), as a member of the
 * document's department, so the requests are held to its policies, costed to it and logged as theirs. An owner or
 * super admin who is no member of it asks for the department all the same.
 */
export async function policyCaller(
  db: Database,
  user: UserRow,
  department: { readonly organizationId: string; readonly id: string },
): Promise<Caller> {
  const [membership] = await db
    .select({ id: departmentUsers.id })
    .from(departmentUsers)
    .where(and(eq(departmentUsers.departmentId, department.id), eq(departmentUsers.userId, user.id)));
  return {
    user,
    apikey: PLAYGROUND_KEY,
    apiKeyId: null,
    key: null,
    department: {
      organizationId: department.organizationId,
      departmentId: department.id,
      departmentUserId: membership?.id ?? null,
    },
  };
}

/** The person by id; null when they are gone. */
export async function userById(db: Database, userId: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}
