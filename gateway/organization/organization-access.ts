import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  departmentPermissionRefusal,
  type OrganizationAction,
  organizationPermissionRefusal,
} from "../../core/organization/organization-permissions.ts";
import { notFound } from "../../core/organization/organization-refusals.ts";
import {
  type HeldRole,
  type PersonRoles,
  roleInDepartment,
  strongestRole,
} from "../../core/organization/person-roles.ts";
import type { Database } from "../database/database.ts";
import { signedInUser } from "../identity/authenticate.ts";
import { departments, departmentUsers, organizationRoles, organizations } from "./organization.schema.ts";
import { problemOf, refuse } from "./organization-problems.ts";

export type OrganizationRow = typeof organizations.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type DepartmentUserRow = typeof departmentUsers.$inferSelect;

/**
 * Holds the organization's row until the transaction ends: a save of the organization's own settings reads what it
 * changes under it, so saves made at once are recorded in order, each "before" being what the one before it left.
 */
export async function lockOrganization(tx: Database, organizationId: string): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
}

/** The caller's roles in an organization: organization-wide, and per department; empty for an outsider. */
export async function rolesOf(db: Database, organizationId: string, userId: string): Promise<PersonRoles> {
  const [organizationRole] = await db
    .select({ role: organizationRoles.role })
    .from(organizationRoles)
    .where(and(eq(organizationRoles.organizationId, organizationId), eq(organizationRoles.userId, userId)));
  const memberships = await membershipsInOrganization(db, organizationId, userId);
  return {
    organizationRole: organizationRole?.role ?? null,
    departmentRoles: new Map(memberships.map((row) => [row.departmentId, row.role])),
  };
}

/** Someone's memberships in the organization's departments (none for an outsider). */
export async function membershipsInOrganization(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<DepartmentUserRow[]> {
  const rows = await db
    .select({ membership: departmentUsers })
    .from(departmentUsers)
    .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
    .where(and(eq(departments.organizationId, organizationId), eq(departmentUsers.userId, userId)));
  return rows.map((row) => row.membership);
}

/**
 * For an organization-wide call: the organization (404 when unknown) and the caller's strongest role in it,
 * refused with 403 when it does not reach the action's rank (SPEC §6).
 */
export async function forOrganization(
  db: Database,
  organizationId: string,
  userId: string,
  action: OrganizationAction,
): Promise<{ organization: OrganizationRow; roles: PersonRoles; role: HeldRole }> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!organization) throw problemOf(notFound("organization"));
  const roles = await rolesOf(db, organizationId, userId);
  const role = strongestRole(roles);
  refuse(organizationPermissionRefusal(action, role));
  return { organization, roles, role: role as HeldRole };
}

/** For a department's call: the department (404 when not in this organization) and the role the caller acts with there. */
export async function forDepartment(
  db: Database,
  organizationId: string,
  departmentId: string,
  userId: string,
  action: OrganizationAction,
): Promise<{ organization: OrganizationRow; department: DepartmentRow; role: HeldRole }> {
  const { organization, roles } = await forOrganization(db, organizationId, userId, "viewOrganization");
  const department = await departmentOf(db, organizationId, departmentId);
  const role = roleInDepartment(roles, departmentId);
  refuse(departmentPermissionRefusal(action, role));
  return { organization, department, role: role as HeldRole };
}

/** A department of this organization, or a 404 (another organization's department is not found either). */
export async function departmentOf(
  db: Database,
  organizationId: string,
  departmentId: string,
): Promise<DepartmentRow> {
  const [department] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.organizationId, organizationId)));
  if (!department) throw problemOf(notFound("department"));
  return department;
}

/** Someone's membership of a department, or a 404. */
export async function membershipOf(
  db: Database,
  departmentId: string,
  userId: string,
): Promise<DepartmentUserRow> {
  const [membership] = await db
    .select()
    .from(departmentUsers)
    .where(and(eq(departmentUsers.departmentId, departmentId), eq(departmentUsers.userId, userId)));
  if (!membership) throw problemOf(notFound("departmentUser"));
  return membership;
}

/** A route of /organization/:orgId/…, with the path's other parameters (Fastify's route generic). */
export type OrganizationRoute<Other extends string = never> = {
  Params: { orgId: string } & Record<Other, string>;
};
/** A route of /organization/:orgId/departments/:depId/…, with the path's other parameters. */
export type DepartmentRoute<Other extends string = never> = {
  Params: { orgId: string; depId: string } & Record<Other, string>;
};

type OrganizationRequest = FastifyRequest & { readonly params: OrganizationRoute["Params"] };
type DepartmentRequest = FastifyRequest & { readonly params: DepartmentRoute["Params"] };

/** forOrganization for a route of /organization/:orgId/…, as its signed-in caller. */
export function organizationCall(db: Database, request: OrganizationRequest, action: OrganizationAction) {
  return forOrganization(db, request.params.orgId, signedInUser(request).id, action);
}

/** forDepartment for a route of /organization/:orgId/departments/:depId/…, as its signed-in caller. */
export function departmentCall(db: Database, request: DepartmentRequest, action: OrganizationAction) {
  return forDepartment(db, request.params.orgId, request.params.depId, signedInUser(request).id, action);
}
