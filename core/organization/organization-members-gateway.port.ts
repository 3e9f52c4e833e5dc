import { token } from "../wiring/token.ts";
import type { OrganizationMember } from "./organization-member.entity.ts";
import type { DepartmentsInvitation } from "./user-departments.dto.ts";

/** The organization's people and which departments each belongs to (SPEC §7, /users/departments). */
export interface OrganizationMembersGateway {
  /** GET /organization/{orgId}/users/departments. */
  listMembers(organizationId: string): Promise<OrganizationMember[]>;

  /** POST /organization/{orgId}/users/departments: invites someone by email into departments, as MEMBER. */
  inviteToDepartments(organizationId: string, invitation: DepartmentsInvitation): Promise<OrganizationMember>;

  /** PUT /organization/{orgId}/users/departments/{userId}: the departments they belong to from now on. */
  setMemberDepartments(
    organizationId: string,
    userId: string,
    departments: readonly string[],
  ): Promise<OrganizationMember>;

  /** DELETE /organization/{orgId}/users/departments/{userId}: takes them out of every department. */
  removeMember(organizationId: string, userId: string): Promise<void>;
}

export const OrganizationMembersGateway = token<OrganizationMembersGateway>("OrganizationMembersGateway");
