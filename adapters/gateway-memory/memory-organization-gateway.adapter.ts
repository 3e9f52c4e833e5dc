import type { OrganizationDetails } from "../../core/organization/organization-details.ts";
import type { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";

type Organization = OrganizationDetails["organization"];

/** The seeded demo organization; the contract issue grows this into the whole organization area in memory. */
export const DEMO_ORGANIZATION: Organization = {
  id: "org-meridian-demo",
  name: "Meridian Demo Org",
  status: "ACTIVE",
};

export class MemoryOrganizationGateway implements OrganizationGateway {
  constructor(private organization: Organization = DEMO_ORGANIZATION) {}

  async getOrganization(): Promise<Organization> {
    return this.organization;
  }
}
