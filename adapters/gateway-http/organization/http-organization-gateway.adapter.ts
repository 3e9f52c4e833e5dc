import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import type { OrganizationDetails } from "../../../core/organization/organization-details.ts";
import type { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import {
  type OrganizationRequest,
  organizationRequestBody,
} from "../../../core/organization/organization-request.dto.ts";
import { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import { SuperAdmin } from "../../../core/organization/super-admin.entity.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { organizationPath } from "./organization-paths.ts";

type Organization = OrganizationDetails["organization"];

export class HttpOrganizationGateway implements OrganizationGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async getOrganization(): Promise<Organization> {
    const body = await this.http.get("/organization");
    if (typeof body !== "object" || body === null || Array.isArray(body)) return { id: null };
    const { id } = body as { id?: unknown };
    return { ...body, id: typeof id === "string" && id !== "" ? id : null };
  }

  async requestOrganization(request: OrganizationRequest): Promise<OrganizationSummary> {
    const body = organizationRequestBody(request);
    return toEntity(OrganizationSummary, await this.http.post("/organization", { body }));
  }

  async listSuperAdmins(organizationId: string): Promise<SuperAdmin[]> {
    return toEntities(SuperAdmin, await this.http.get(organizationPath(organizationId, "users")));
  }

  async inviteSuperAdmin(organizationId: string, email: string): Promise<SuperAdmin> {
    const body = { email };
    return toEntity(SuperAdmin, await this.http.post(organizationPath(organizationId, "users"), { body }));
  }

  async removeSuperAdmin(organizationId: string, userId: string): Promise<void> {
    await this.http.delete(organizationPath(organizationId, "users", requireId(userId)));
  }
}
