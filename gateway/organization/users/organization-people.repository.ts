import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../database/database.ts";
import { departments, departmentUsers, organizationRoles, organizations } from "../organization.schema.ts";

/** Everyone in an organization: owner, super admins and department users, each once. */
export async function peopleIn(db: Database, organizationId: string): Promise<Set<string>> {
  const admins = await db
    .select({ userId: organizationRoles.userId })
    .from(organizationRoles)
    .where(eq(organizationRoles.organizationId, organizationId));
  const members = await db
    .selectDistinct({ userId: departmentUsers.userId })
    .from(departmentUsers)
    .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
    .where(eq(departments.organizationId, organizationId));
  return new Set([...admins, ...members].map((row) => row.userId));
}

/** The organization someone belongs to (by an organization role, else a department), if any. */
export async function organizationOfUser(db: Database, userId: string) {
  const [byRole] = await db
    .select({ organization: organizations })
    .from(organizationRoles)
    .innerJoin(organizations, eq(organizations.id, organizationRoles.organizationId))
    .where(eq(organizationRoles.userId, userId))
    .orderBy(asc(organizations.createdAt))
    .limit(1);
  if (byRole) return byRole.organization;
  const [byDepartment] = await db
    .select({ organization: organizations })
    .from(departmentUsers)
    .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
    .innerJoin(organizations, eq(organizations.id, departments.organizationId))
    .where(eq(departmentUsers.userId, userId))
    .orderBy(asc(organizations.createdAt))
    .limit(1);
  return byDepartment?.organization ?? null;
}

/** Whether someone holds an organization role in this organization. */
export async function organizationRoleOf(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(organizationRoles)
    .where(and(eq(organizationRoles.organizationId, organizationId), eq(organizationRoles.userId, userId)));
  return row ?? null;
}
