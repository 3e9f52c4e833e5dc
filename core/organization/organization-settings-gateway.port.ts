import { token } from "../wiring/token.ts";
import type { OrganizationSettings, OrganizationSettingsChange } from "./organization-settings.ts";

/** Settings of the whole organization: the embedding model its policy documents are indexed with. */
export interface OrganizationSettingsGateway {
  /** GET /organization/{orgId}/settings. */
  getSettings(organizationId: string): Promise<OrganizationSettings>;

  /** PUT /organization/{orgId}/settings (owner and super admins); answers the settings as saved. */
  updateSettings(organizationId: string, change: OrganizationSettingsChange): Promise<OrganizationSettings>;
}

export const OrganizationSettingsGateway = token<OrganizationSettingsGateway>("OrganizationSettingsGateway");
