import type { RetentionGateway } from "../../../core/retention/retention-gateway.port.ts";
import type { RetentionMinimumJson } from "../../../core/retention/retention-minimum.ts";
import type {
  OrganizationRetentionJson,
  RetentionSettingsJson,
} from "../../../core/retention/retention-settings-json.ts";
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

  async organization(organizationId: string): Promise<OrganizationRetentionJson> {
    const body = await this.http.get(organizationPath(organizationId, "retention"));
    return { ...retentionOf(body), minimum: minimumOf(body) };
  }

  async saveOrganization(
    organizationId: string,
    settings: RetentionSettingsJson,
  ): Promise<RetentionSettingsJson> {
    // Only the setting: a caller may hand back what organization() answered, its minimum included.
    const { bodiesDays, metadataDays } = settings;
    return retentionOf(
      await this.http.put(organizationPath(organizationId, "retention"), {
        body: { bodiesDays, metadataDays },
      }),
    );
  }
}

function retentionOf(body: unknown): RetentionSettingsJson {
  const { bodiesDays, metadataDays } = (body ?? {}) as Partial<RetentionSettingsJson>;
  if (typeof bodiesDays !== "number" || typeof metadataDays !== "number")
    throw new TypeError("Expected a retention setting as { bodiesDays, metadataDays }");
  return { bodiesDays, metadataDays };
}

/** The minimum of an organization's retention; a gateway from before it answers none. */
function minimumOf(body: unknown): RetentionMinimumJson | null {
  const minimum = (body as { minimum?: Partial<RetentionMinimumJson> | null } | null)?.minimum;
  if (!minimum) return null;
  if (typeof minimum.metadataDays !== "number" || !Array.isArray(minimum.departments) || !minimum.framework)
    throw new TypeError("Expected a retention minimum as { metadataDays, framework, departments }");
  return {
    metadataDays: minimum.metadataDays,
    framework: minimum.framework,
    departments: minimum.departments,
  };
}
