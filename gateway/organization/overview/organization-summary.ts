import { asc, eq } from "drizzle-orm";
import type { Database } from "../../database/database.ts";
import { departments } from "../organization.schema.ts";
import { type OrganizationRow, rolesOf } from "../organization-access.ts";
import { recentActivities } from "../organization-activities.repository.ts";
import { peopleIn } from "../users/organization-people.repository.ts";

/**
 * The organization as GET /organization describes it to one person: counts, recent activities, and their role
 * and departments in it.
 */
export async function organizationSummary(db: Database, organization: OrganizationRow, userId: string) {
  const roles = await rolesOf(db, organization.id, userId);
  const all = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.organizationId, organization.id))
    .orderBy(asc(departments.name));
  return {
    id: organization.id,
    name: organization.name,
    status: organization.status,
    totalDepartments: all.length,
    totalUsers: (await peopleIn(db, organization.id)).size,
    recentActivities: await recentActivities(db, organization.id),
    role: roles.organizationRole,
    departments: all.flatMap(({ id, name }) => {
      const role = roles.departmentRoles.get(id);
      return role ? [{ id, name, role }] : [];
    }),
  };
}
