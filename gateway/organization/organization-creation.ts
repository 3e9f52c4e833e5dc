import type { AuditSeal } from "../../core/audit/audit-seal.port.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import { alreadyInOrganization } from "../../core/organization/organization-refusals.ts";
import type { OrganizationRequestBody } from "../../core/organization/organization-request.dto.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../core/organization/organization-status.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { insertDepartment } from "./departments/departments.repository.ts";
import { departmentUsers, organizationRoles, organizations } from "./organization.schema.ts";
import type { OrganizationRow } from "./organization-access.ts";
import { newId } from "./organization-ids.ts";
import { problemOf } from "./organization-problems.ts";
import { isUniqueViolation } from "./unique-violation.ts";

/** The department every organization starts with, run by its owner, so the owner has somewhere to work from. */
export const FIRST_DEPARTMENT = "General";

/** What seeds may choose of a new organization; a request always starts PENDING with a General department. */
export interface SeededOrganization {
  readonly id?: string;
  readonly status?: OrganizationStatus;
  readonly firstDepartment?: { readonly id: string; readonly name: string; readonly description: string };
}

/** How a request made through the API is recorded in the new organization's audit log: from which address. */
export interface RequestedThroughApi {
  readonly auditSeal: AuditSeal;
  readonly address: string | null;
}

/**
 * A requested organization: PENDING until approved, owned by whoever asked, with a first department they run.
 * Requested through the API, its audit log starts with the request, in the same transaction; seeds pass no `audit`.
 */
export async function createOrganization(
  db: Database,
  clock: Clock,
  owner: UserRow,
  request: OrganizationRequestBody & SeededOrganization,
  audit?: RequestedThroughApi,
): Promise<OrganizationRow> {
  const now = new Date(clock.now()).toISOString();
  try {
    return await db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values({
          id: request.id ?? newId("org"),
          name: request.name,
          status: request.status ?? OrganizationStatus.PENDING,
          email: request.email,
          phone: request.phone,
          ownerId: owner.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const created = organization as OrganizationRow;
      await tx.insert(organizationRoles).values({
        id: newId("admin"),
        organizationId: created.id,
        userId: owner.id,
        role: OrganizationRole.OWNER,
        createdAt: now,
      });
      const first = await insertDepartment(tx, clock, {
        organizationId: created.id,
        name: FIRST_DEPARTMENT,
        description: "Everyone's first department; rename it or add others.",
        ...request.firstDepartment,
      });
      await tx.insert(departmentUsers).values({
        id: newId("du"),
        departmentId: first.id,
        userId: owner.id,
        role: DepartmentRole.ADMIN,
        createdAt: now,
        updatedAt: now,
      });
      if (audit) await recordRequest(tx, { clock, ...audit }, owner, created, first.name);
      return created;
    });
  } catch (error) {
    // One organization per owner: a second request racing the first one is refused like it would be after it.
    if (isUniqueViolation(error)) throw problemOf(alreadyInOrganization());
    throw error;
  }
}

async function recordRequest(
  tx: Database,
  deps: { readonly clock: Clock } & RequestedThroughApi,
  owner: UserRow,
  organization: OrganizationRow,
  firstDepartment: string,
): Promise<void> {
  const { name, email, phone, status } = organization;
  await recordAudit(tx, deps, {
    organizationId: organization.id,
    departmentId: null,
    actor: { id: owner.id, email: owner.email, role: OrganizationRole.OWNER },
    kind: "ORGANIZATION_REQUESTED",
    subject: { type: "organization", id: organization.id, name },
    before: null,
    after: { name, email, phone, status, firstDepartment },
    address: deps.address,
  });
}
