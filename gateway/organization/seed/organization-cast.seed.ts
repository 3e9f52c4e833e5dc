import type { Clock } from "../../../core/clock/clock.port.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import type { Database } from "../../database/database.ts";
import type { UserRow } from "../../identity/users.repository.ts";
import { ensureMembership } from "../organization.fixtures.ts";
import { organizationRoles } from "../organization.schema.ts";
import { createOrganization } from "../organization-creation.ts";
import { DEMO_DEPARTMENTS, seedDepartmentSettings } from "./organization-departments.seed.ts";
import { seedOrganizationModels } from "./organization-models.seed.ts";

/** Who plays whom in a seeded organization: the demo's people, or the conformance suites' signed-in personas. */
export interface OrganizationCast {
  readonly owner: UserRow;
  readonly superAdmin: string;
  readonly researchAdmin: string;
  readonly researcher: string;
  readonly supportAdmin: string;
  readonly supportAgent: string;
  readonly financeAdmin: string;
  readonly analyst: string;
}

const { ADMIN, MEMBER } = DepartmentRole;

/** The id of the API key a seeded department user holds: fixed, so what refers to it (request history) can. */
export function castKeyId(departmentId: string, userId: string): string {
  return `key-${departmentId}-${userId}`;
}

/**
 * An ACTIVE organization with three departments of different compliance settings, their people (each with an API
 * key), policy documents, and models assigned. Ids are fixed, so what refers to them (request history) can.
 */
export async function seedOrganizationCast(
  db: Database,
  clock: Clock,
  organizationId: string,
  cast: OrganizationCast,
): Promise<void> {
  const [research, support, finance] = DEMO_DEPARTMENTS;
  await createOrganization(db, clock, cast.owner, {
    id: organizationId,
    name: "Meridian Demo Org",
    email: cast.owner.email,
    phone: "+14155550142",
    status: OrganizationStatus.ACTIVE,
    firstDepartment: research,
  });
  await seedDepartmentSettings(db, clock, organizationId);
  await db.insert(organizationRoles).values({
    id: `${organizationId}-super-admin`,
    organizationId,
    userId: cast.superAdmin,
    role: OrganizationRole.SUPER_ADMIN,
    createdAt: new Date(clock.now() - 150 * 86_400_000).toISOString(),
  });
  const memberships: [string, string, DepartmentRole][] = [
    [research.id, cast.researchAdmin, ADMIN],
    [research.id, cast.researcher, MEMBER],
    [research.id, cast.financeAdmin, MEMBER],
    [support.id, cast.supportAdmin, ADMIN],
    [support.id, cast.supportAgent, MEMBER],
    [finance.id, cast.financeAdmin, ADMIN],
    [finance.id, cast.analyst, MEMBER],
  ];
  for (const [departmentId, userId, role] of memberships) {
    await ensureMembership(db, clock, {
      departmentId,
      userId,
      role,
      apiKeyId: castKeyId(departmentId, userId),
    });
  }
  await seedOrganizationModels(db, clock, organizationId);
}
