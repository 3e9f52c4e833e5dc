import { ApiKey } from "../../../core/api-keys/api-key.entity.ts";
import type { ApiKeySettings } from "../../../core/api-keys/api-key-settings.dto.ts";
import type { RotationGrace } from "../../../core/api-keys/rotation-grace.ts";
import { toEntity } from "../../../core/mapping/to-entity.ts";
import type {
  DepartmentKeyHolder,
  DepartmentUserApiKeysGateway,
} from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { departmentPath } from "./organization-paths.ts";

export class HttpDepartmentUserApiKeysGateway implements DepartmentUserApiKeysGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async create(holder: DepartmentKeyHolder, settings?: ApiKeySettings): Promise<ApiKey> {
    const answer = await this.http.post(keysPath(holder), settings ? { body: settings } : {});
    return toEntity(ApiKey, answer);
  }

  async update(holder: DepartmentKeyHolder, apiKeyId: string, settings: ApiKeySettings): Promise<ApiKey> {
    return toEntity(ApiKey, await this.http.put(keysPath(holder, requireId(apiKeyId)), { body: settings }));
  }

  async rotate(holder: DepartmentKeyHolder, apiKeyId: string, grace: RotationGrace): Promise<ApiKey> {
    const path = keysPath(holder, requireId(apiKeyId), "rotate");
    return toEntity(ApiKey, await this.http.post(path, { body: { grace } }));
  }

  async revoke(holder: DepartmentKeyHolder, apiKeyId: string): Promise<ApiKey> {
    return toEntity(ApiKey, await this.http.post(keysPath(holder, requireId(apiKeyId), "revoke")));
  }

  async remove(holder: DepartmentKeyHolder, apiKeyId: string): Promise<void> {
    await this.http.delete(keysPath(holder, requireId(apiKeyId)));
  }
}

/** `…/departments/{depId}/users/{userId}/api-keys[/…]`. */
function keysPath({ organizationId, departmentId, userId }: DepartmentKeyHolder, ...rest: string[]): string {
  return departmentPath(organizationId, departmentId, "users", userId, "api-keys", ...rest);
}
