import type { RetentionGateway } from "../../../core/retention/retention-gateway.port.ts";
import type { RetentionSettingsJson } from "../../../core/retention/retention-settings-json.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { organizationPath } from "../organization/organization-paths.ts";

export class HttpRetentionGateway implements RetentionGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async personal(): Promise<RetentionSettingsJson> {
    return retentionOf(await this.http.get("/retention"));
  }

  async savePersonal(settings: RetentionSettingsJson): Promise<RetentionSettingsJson> {
    return retentionOf(await this.http.put("/retention", { body: settings }));
  }

  async organization(organizationId: string): Promise<RetentionSettingsJson> {
    return retentionOf(await this.http.get(organizationPath(organizationId, "retention")));
  }

  async saveOrganization(
    organizationId: string,
    settings: RetentionSettingsJson,
  ): Promise<RetentionSettingsJson> {
    return retentionOf(
      await this.http.put(organizationPath(organizationId, "retention"), { body: settings }),
    );
  }
}

function retentionOf(body: unknown): RetentionSettingsJson {
  const { bodiesDays, metadataDays } = (body ?? {}) as Partial<RetentionSettingsJson>;
  if (typeof bodiesDays !== "number" || typeof metadataDays !== "number")
    throw new TypeError("Expected a retention setting as { bodiesDays, metadataDays }");
  return { bodiesDays, metadataDays };
}
