import type {
  OrganizationSettings,
  OrganizationSettingsChange,
} from "../../../core/organization/organization-settings.ts";
import type { OrganizationSettingsGateway } from "../../../core/organization/organization-settings-gateway.port.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { organizationPath } from "./organization-paths.ts";

export class HttpOrganizationSettingsGateway implements OrganizationSettingsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async getSettings(organizationId: string): Promise<OrganizationSettings> {
    return settingsOf(await this.http.get(organizationPath(organizationId, "settings")));
  }

  async updateSettings(
    organizationId: string,
    change: OrganizationSettingsChange,
  ): Promise<OrganizationSettings> {
    const body = { embeddingModel: change.embeddingModel };
    return settingsOf(await this.http.put(organizationPath(organizationId, "settings"), { body }));
  }
}

function settingsOf(body: unknown): OrganizationSettings {
  const { embeddingModel, embeddingModels } = (body ?? {}) as Partial<OrganizationSettings>;
  if ((embeddingModel !== null && typeof embeddingModel !== "string") || !Array.isArray(embeddingModels))
    throw new TypeError("Expected organization settings as { embeddingModel, embeddingModels }");
  return { embeddingModel, embeddingModels };
}
