import { token } from "../wiring/token.ts";
import type { OrganizationRetentionJson, RetentionSettingsJson } from "./retention-settings-json.ts";

/**
 * How long request bodies and metadata are kept: the signed-in person's own traffic, and an organization's
 * department traffic. Refusals (a broken rule, a role too low) reject with the gateway's messages.
 */
export interface RetentionGateway {
  /** GET /retention */
  personal(): Promise<RetentionSettingsJson>;
  /** PUT /retention: answers the setting saved. */
  savePersonal(settings: RetentionSettingsJson): Promise<RetentionSettingsJson>;
  /** GET /organization/{orgId}/retention: anyone of the organization may read it, with the minimum that holds. */
  organization(organizationId: string): Promise<OrganizationRetentionJson>;
  /** PUT /organization/{orgId}/retention: the owner and super admins only. */
  saveOrganization(organizationId: string, settings: RetentionSettingsJson): Promise<RetentionSettingsJson>;
}

export const RetentionGateway = token<RetentionGateway>("RetentionGateway");
