import type { AuditSeal } from "../../../core/audit/audit-seal.port.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import { demoDepartmentKeyId } from "../../../demo/demo-keys.ts";
import {
  DEMO_DEPARTMENTS,
  DEMO_MEMBERSHIPS,
  DEMO_ORGANIZATION,
  type DemoDepartment,
  type DemoPart,
} from "../../../demo/demo-organization.ts";
import type { Database } from "../../database/database.ts";
import type { UserRow } from "../../identity/users.repository.ts";
import { ensureMembership } from "../organization.fixtures.ts";
import { organizationRoles } from "../organization.schema.ts";
import { createOrganization } from "../organization-creation.ts";
import { seedDepartmentSettings } from "./organization-departments.seed.ts";
import { seedOrganizationModels } from "./organization-models.seed.ts";
import { recordSeededHistory } from "./seeded-audit-history.seed.ts";

/**
 * Who plays whom in a seeded organization, by their part in the demo (demo/demo-people.ts): the demo's people, or
 * the conformance suites' signed-in personas.
 */
export type OrganizationCast = { readonly owner: UserRow } & Readonly<Record<DemoPart, string>>;

/**
 * An ACTIVE organization shaped as the demo's (demo/demo-organization.ts): its departments of different compliance
 * settings, their people (each with an API key), policy documents, and models assigned. Ids are fixed, so what
 * refers to them (request history) can.
 */
export async function seedOrganizationCast(
  db: Database,
  clock: Clock,
  organizationId: string,
  cast: OrganizationCast,
  auditSeal: AuditSeal,
): Promise<void> {
  const [first] = DEMO_DEPARTMENTS as [DemoDepartment];
  await createOrganization(db, clock, cast.owner, {
    id: organizationId,
    name: DEMO_ORGANIZATION.name,
    email: cast.owner.email,
    phone: DEMO_ORGANIZATION.phone,
    status: OrganizationStatus.ACTIVE,
    firstDepartment: { id: first.id, name: first.name, description: first.description },
  });
  await seedDepartmentSettings(db, clock, organizationId);
  await db.insert(organizationRoles).values({
    id: `${organizationId}-super-admin`,
    organizationId,
    userId: cast[DEMO_ORGANIZATION.superAdmin.person],
    role: OrganizationRole.SUPER_ADMIN,
    createdAt: new Date(clock.now() - DEMO_ORGANIZATION.superAdmin.sinceDaysAgo * 86_400_000).toISOString(),
  });
  for (const { departmentId, person, role, joinedDaysAgo } of DEMO_MEMBERSHIPS) {
    const userId = cast[person];
    // Dated when they joined, so the audit history the seed implies tells them in order.
    const joinedThen = { now: () => clock.now() - joinedDaysAgo * 86_400_000 };
    await ensureMembership(db, joinedThen, {
      departmentId,
      userId,
      role,
      apiKeyId: demoDepartmentKeyId(departmentId, userId),
    });
  }
  await seedOrganizationModels(db, clock, organizationId);
  await recordSeededHistory(db, auditSeal, organizationId);
}
