import { and, eq, inArray } from "drizzle-orm";
import type { BudgetAlertAudience } from "../../core/notifications/budget-alert-recipients.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import type { Database } from "../database/database.ts";
import { departmentUsers, organizationRoles, organizations } from "../organization/organization.schema.ts";

/**
 * Who runs a department, as its budget alerts notify them (core's rules): its admins, the organization's super
 * admins and owner. Null when the organization is gone.
 */
export async function budgetAlertAudienceOf(
  db: Database,
  organizationId: string,
  departmentId: string,
): Promise<BudgetAlertAudience | null> {
  const [organization] = await db
    .select({ ownerId: organizations.ownerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) return null;
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
  return {
    ownerId: organization.ownerId,
    superAdminIds: superAdmins.map((row) => row.userId),
    departmentAdminIds: departmentAdmins.map((row) => row.userId),
  };
}
