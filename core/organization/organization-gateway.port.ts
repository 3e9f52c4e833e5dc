import { token } from "../wiring/token.ts";
import type { OrganizationDetails } from "./organization-details.ts";
import type { OrganizationRequest } from "./organization-request.dto.ts";
import type { OrganizationSummary } from "./organization-summary.entity.ts";
import type { SuperAdmin } from "./super-admin.entity.ts";

/** The organization itself and the people who run it (SPEC §7). */
export interface OrganizationGateway {
  /**
   * GET /organization: the signed-in person's organization as the gateway sent it (storable; read it with
   * `readOrganizationSummary`); `id` is null when they have none.
   */
  getOrganization(): Promise<OrganizationDetails["organization"]>;

  /** POST /organization: asks for an organization; it starts PENDING. */
  requestOrganization(request: OrganizationRequest): Promise<OrganizationSummary>;

  /** GET /organization/{orgId}/users: the owner and the super admins. */
  listSuperAdmins(organizationId: string): Promise<SuperAdmin[]>;

  /** POST /organization/{orgId}/users: invites a super admin by email. */
  inviteSuperAdmin(organizationId: string, email: string): Promise<SuperAdmin>;

  /** DELETE /organization/{orgId}/users/{userId}: removes a super admin (`userId`: their account id, `user.id`). */
  removeSuperAdmin(organizationId: string, userId: string): Promise<void>;
}

export const OrganizationGateway = token<OrganizationGateway>("OrganizationGateway");
