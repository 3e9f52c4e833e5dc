import type { OrganizationDetails } from "./organization-details.ts";

/**
 * The organization calls of SPEC §7. The contract issue completes this port (users, departments, files, models,
 * grid nodes, API keys, PII list, requests); the identity issue uses `getOrganization` after sign-in.
 */
export interface OrganizationGateway {
  /** GET /organization: the signed-in user's organization; `id` is null when they have none. */
  getOrganization(): Promise<OrganizationDetails["organization"]>;
}

export const OrganizationGateway = Symbol.for("OrganizationGateway");
