import { toEntity } from "../../../core/mapping/to-entity.ts";
import type { DepartmentUserApiKeysGateway } from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import { UserApiKey } from "../../../core/organization/user-api-key.entity.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { departmentPath } from "./organization-paths.ts";

export class HttpDepartmentUserApiKeysGateway implements DepartmentUserApiKeysGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async createApiKey(organizationId: string, departmentId: string, userId: string): Promise<UserApiKey> {
    const path = departmentPath(organizationId, departmentId, "users", userId, "api-keys");
    return toEntity(UserApiKey, await this.http.post(path));
  }

  async deleteApiKey(
    organizationId: string,
    departmentId: string,
    userId: string,
    apiKeyId: string,
  ): Promise<void> {
    const path = departmentPath(
      organizationId,
      departmentId,
      "users",
      userId,
      "api-keys",
      requireId(apiKeyId),
    );
    await this.http.delete(path);
  }
}
