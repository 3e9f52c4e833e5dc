import { asc, eq, inArray } from "drizzle-orm";
import { apiKeyRecords } from "../../api-keys/api-key-records.ts";
import type { Database } from "../../database/database.ts";
import { users } from "../../identity/users.schema.ts";
import { isoDate } from "../../server/iso-date.ts";
import { departmentUserApiKeys, departmentUsers } from "../organization.schema.ts";

/** The people of a department as the gateway answers them: account, role there, and their keys (masked). */
export async function departmentUserViews(db: Database, membershipIds: readonly string[], now: number) {
  if (membershipIds.length === 0) return [];
  const rows = await db
    .select({ membership: departmentUsers, user: { id: users.id, email: users.email } })
    .from(departmentUsers)
    .innerJoin(users, eq(users.id, departmentUsers.userId))
    .where(inArray(departmentUsers.id, [...membershipIds]))
    .orderBy(asc(departmentUsers.createdAt), asc(users.email));
  const keys = await db
    .select()
    .from(departmentUserApiKeys)
    .where(inArray(departmentUserApiKeys.departmentUserId, [...membershipIds]))
    .orderBy(asc(departmentUserApiKeys.createdAt), asc(departmentUserApiKeys.id));
  const records = new Map((await apiKeyRecords(db, keys, now)).map((record) => [record.id, record]));
  return rows.map(({ membership, user }) => ({
    id: membership.id,
    role: membership.role,
    user,
    apikeys: keys
      .filter((key) => key.departmentUserId === membership.id)
      .flatMap((key) => records.get(key.id) ?? []),
    createdAt: isoDate(membership.createdAt),
    updatedAt: isoDate(membership.updatedAt),
  }));
}
