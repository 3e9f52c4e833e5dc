import { asc, eq } from "drizzle-orm";
import { describeAuditEntry } from "../../../core/audit/audit-chain.ts";
import { newestEntries } from "../../audit/audit-entries.repository.ts";
import type { Database } from "../../database/database.ts";
import { departments } from "../organization.schema.ts";
import { type OrganizationRow, rolesOf } from "../organization-access.ts";
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

const RECENT_ACTIVITIES = 5;

/** The organization's newest audit entries, as the overview lists them. */
async function recentActivities(db: Database, organizationId: string) {
  return (await newestEntries(db, organizationId, RECENT_ACTIVITIES)).map((entry) => ({
    type: entry.kind,
    description: describeAuditEntry(entry),
    createdAt: entry.at,
  }));
}
