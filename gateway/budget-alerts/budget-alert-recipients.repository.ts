import { and, eq, inArray } from "drizzle-orm";
import { budgetAlertRecipients } from "../../core/notifications/budget-alert-recipients.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import type { Database } from "../database/database.ts";
import { departmentUsers, organizationRoles, organizations } from "../organization/organization.schema.ts";

/** Whom a department's budget alert notifies: its admins, the organization's super admins and owner (core's rule). */
export async function budgetAlertRecipientsOf(
  db: Database,
  organizationId: string,
  departmentId: string,
): Promise<string[]> {
  const [organization] = await db
    .select({ ownerId: organizations.ownerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) return [];
  const superAdmins = await db
    .select({ userId: organizationRoles.userId })
    .from(organizationRoles)
    .where(
      and(
        eq(organizationRoles.organizationId, organizationId),
        inArray(organizationRoles.role, [OrganizationRole.OWNER, OrganizationRole.SUPER_ADMIN]),
      ),
    );
  const departmentAdmins = await db
    .select({ userId: departmentUsers.userId })
    .from(departmentUsers)
    .where(
      and(eq(departmentUsers.departmentId, departmentId), eq(departmentUsers.role, DepartmentRole.ADMIN)),
    );
  return budgetAlertRecipients({
    ownerId: organization.ownerId,
    superAdminIds: superAdmins.map((row) => row.userId),
    departmentAdminIds: departmentAdmins.map((row) => row.userId),
  });
}
