import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import type { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import type { DepartmentsInvitation } from "../../../core/organization/user-departments.dto.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { organizationPath } from "./organization-paths.ts";

export class HttpOrganizationMembersGateway implements OrganizationMembersGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listMembers(organizationId: string): Promise<OrganizationMember[]> {
    const path = organizationPath(organizationId, "users", "departments");
    return toEntities(OrganizationMember, await this.http.get(path));
  }

  async inviteToDepartments(
    organizationId: string,
    invitation: DepartmentsInvitation,
  ): Promise<OrganizationMember> {
    const path = organizationPath(organizationId, "users", "departments");
    const body = { email: invitation.email, departments: invitation.departments };
    return toEntity(OrganizationMember, await this.http.post(path, { body }));
  }

  async setMemberDepartments(
    organizationId: string,
    userId: string,
    departments: readonly string[],
  ): Promise<OrganizationMember> {
    const path = organizationPath(organizationId, "users", "departments", userId);
    return toEntity(OrganizationMember, await this.http.put(path, { body: { departments } }));
  }

  async removeMember(organizationId: string, userId: string): Promise<void> {
    await this.http.delete(organizationPath(organizationId, "users", "departments", requireId(userId)));
  }
}
