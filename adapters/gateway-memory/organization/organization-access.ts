import type { ClassConstructor } from "class-transformer";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import {
  departmentPermissionRefusal,
  type OrganizationAction,
  organizationPermissionRefusal,
} from "../../../core/organization/organization-permissions.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import {
  type HeldRole,
  type PersonRoles,
  roleInDepartment,
  strongestRole,
} from "../../../core/organization/person-roles.ts";
import { invalidInput, type Refusal } from "../../../core/organization/refusal.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import type { OrganizationDatabase } from "./organization-database.ts";
import type { DepartmentRow, DepartmentUserRow, OrganizationRow } from "./organization-rows.ts";

/**
 * What the reference gateway does before any organization call, done in memory: find the records, work out the
 * caller's roles, and refuse with core's rules (404, 403, 400) exactly as the gateway will.
 */
export class OrganizationAccess {
  constructor(private readonly db: OrganizationDatabase) {}

  /** The caller's roles in an organization; empty for an outsider. */
  rolesOf(organizationId: string, userId: string = this.db.actorId): PersonRoles {
    const organizationRole =
      this.db.superAdmins.where((row) => row.organizationId === organizationId && row.userId === userId)[0]
        ?.role ?? null;
    const memberships = this.db.departmentUsers.where(
      (row) => row.organizationId === organizationId && row.userId === userId,
    );
    return {
      organizationRole,
      departmentRoles: new Map(memberships.map((row) => [row.departmentId, row.role])),
    };
  }

  /** The organization someone belongs to, if any. */
  organizationOf(userId: string): OrganizationRow | null {
    return (
      this.db.organizations
        .all()
        .find((organization) => strongestRole(this.rolesOf(organization.id, userId))) ?? null
    );
  }

  /** Everyone in an organization: owner, super admins and department users, each once. */
  peopleIn(organizationId: string): Set<string> {
    return new Set([
      ...this.db.superAdmins.where((row) => row.organizationId === organizationId).map((row) => row.userId),
      ...this.db.departmentUsers
        .where((row) => row.organizationId === organizationId)
        .map((row) => row.userId),
    ]);
  }

  /** For an organization-wide call: the organization, and the caller's strongest role in it. */
  forOrganization(
    organizationId: string,
    action: OrganizationAction,
  ): { organization: OrganizationRow; role: HeldRole } {
    const organization = this.db.organizations.get(organizationId);
    const role = strongestRole(this.rolesOf(organizationId));
    this.refuse(organizationPermissionRefusal(action, role));
    return { organization, role: role as HeldRole };
  }

  /** For a department's call: the department, and the role the caller acts with there. */
  forDepartment(
    organizationId: string,
    departmentId: string,
    action: OrganizationAction,
  ): { department: DepartmentRow; role: HeldRole } {
    this.forOrganization(organizationId, "viewOrganization");
    const department = this.departmentOf(organizationId, departmentId);
    const role = roleInDepartment(this.rolesOf(organizationId), departmentId);
    this.refuse(departmentPermissionRefusal(action, role));
    return { department, role: role as HeldRole };
  }

  /** A department of this organization, or a 404 (another organization's department is not found either). */
  departmentOf(organizationId: string, departmentId: string): DepartmentRow {
    const department = this.db.departments.get(departmentId);
    if (department.organizationId !== organizationId) throw failure(notFound("department"));
    return department;
  }

  /** Someone's membership of a department, or a 404. */
  membership(departmentId: string, userId: string): DepartmentUserRow {
    const found = this.db.departmentUsers.where(
      (row) => row.departmentId === departmentId && row.userId === userId,
    )[0];
    if (!found) throw failure(notFound("departmentUser"));
    return found;
  }

  /** The input read through its validation DTO, or a 400 with the DTO's messages. */
  validated<T extends object>(dto: ClassConstructor<T>, input: unknown): T {
    const { value, errMsgs } = validateInput(dto, input);
    this.refuse(invalidInput(errMsgs));
    return value;
  }

  /** Throws the refusal, if there is one. */
  refuse(refusal: Refusal | null): void {
    if (refusal) throw failure(refusal);
  }
}

/** The error a refusal reaches callers as: what the HTTP client throws for the gateway's answer. */
export function failure(refusal: Refusal): GatewayError {
  return GatewayError.http(refusal.status, ...refusal.errMsgs);
}
