import { and, asc, eq, inArray } from "drizzle-orm";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import type { Database } from "../../database/database.ts";
import { users } from "../../identity/users.schema.ts";
import { departments, departmentUserApiKeys, departmentUsers } from "../organization.schema.ts";
import { type DepartmentUserRow, departmentOf, membershipsInOrganization } from "../organization-access.ts";
import { newId } from "../organization-ids.ts";
import { problemOf } from "../organization-problems.ts";

/** People of the organization's departments, each with the departments they belong to, by email. */
export async function memberViews(db: Database, organizationId: string, onlyUserId?: string) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      department: { id: departments.id, name: departments.name, role: departmentUsers.role },
    })
    .from(departmentUsers)
    .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
    .innerJoin(users, eq(users.id, departmentUsers.userId))
    .where(
      and(
        eq(departments.organizationId, organizationId),
        onlyUserId === undefined ? undefined : eq(departmentUsers.userId, onlyUserId),
      ),
    )
    .orderBy(asc(users.email), asc(departments.name));
  const members = new Map<
    string,
    { id: string; email: string; departments: (typeof rows)[number]["department"][] }
  >();
  for (const row of rows) {
    const member = members.get(row.userId) ?? { id: row.userId, email: row.email, departments: [] };
    member.departments.push(row.department);
    members.set(row.userId, member);
  }
  return [...members.values()];
}

/** Someone's memberships in the organization's departments; a 404 for someone who has none. */
export async function membershipsIn(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<DepartmentUserRow[]> {
  const memberships = await membershipsInOrganization(db, organizationId, userId);
  if (memberships.length === 0) throw problemOf(notFound("user"));
  return memberships;
}

/** The departments asked for, each once; a 404 for one that is not the organization's. */
export async function existingDepartments(
  db: Database,
  organizationId: string,
  departmentIds: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(departmentIds)];
  for (const id of ids) await departmentOf(db, organizationId, id);
  return ids;
}

/** Adds the person, as MEMBER, to those of the departments they are not in yet. */
export async function joinDepartments(
  db: Database,
  clock: Clock,
  userId: string,
  departmentIds: readonly string[],
): Promise<void> {
  if (departmentIds.length === 0) return;
  const now = new Date(clock.now()).toISOString();
  await db
    .insert(departmentUsers)
    .values(
      departmentIds.map((departmentId) => ({
        id: newId("du"),
        departmentId,
        userId,
        role: DepartmentRole.MEMBER,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Ends memberships, and with them the API keys used there (cascade): answers those keys' ids, to announce once the
 * change is committed, so no cache keeps them.
 */
export async function leaveDepartments(db: Database, membershipIds: readonly string[]): Promise<string[]> {
  if (membershipIds.length === 0) return [];
  const keys = await db
    .select({ id: departmentUserApiKeys.id })
    .from(departmentUserApiKeys)
    .where(inArray(departmentUserApiKeys.departmentUserId, [...membershipIds]));
  await db.delete(departmentUsers).where(inArray(departmentUsers.id, [...membershipIds]));
  return keys.map((key) => key.id);
}

/** The names of the departments someone belongs to in the organization, sorted: what the audit log shows of them. */
export async function departmentNamesOf(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .select({ name: departments.name })
    .from(departmentUsers)
    .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
    .where(and(eq(departments.organizationId, organizationId), eq(departmentUsers.userId, userId)))
    .orderBy(asc(departments.name));
  return rows.map((row) => row.name);
}
