import { toEntity } from "../mapping/to-entity.ts";
import type { OrganizationDetails } from "./organization-details.ts";
import { OrganizationSummary } from "./organization-summary.entity.ts";

/**
 * The summary behind the stored organization details (GET /organization keeps its JSON as it came, so it can be
 * stored and read back); null when the person has no organization.
 */
export function readOrganizationSummary(
  organization: OrganizationDetails["organization"],
): OrganizationSummary | null {
  return organization.id ? toEntity(OrganizationSummary, organization) : null;
}
