import { ApiKey } from "../../../core/api-keys/api-key.entity.ts";
import type { ApiKeysGateway } from "../../../core/api-keys/api-keys-gateway.port.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

export class HttpApiKeysGateway implements ApiKeysGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async list(): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.get("/users/apikeys"));
  }

  async create(): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.post("/users/apikeys"));
  }

  async remove(id: string): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.delete(`/users/apikeys/${encodeURIComponent(requireId(id))}`));
  }
}
