import { ApiKey } from "../../../core/api-keys/api-key.entity.ts";
import type { ApiKeySettings } from "../../../core/api-keys/api-key-settings.dto.ts";
import type { ApiKeysGateway } from "../../../core/api-keys/api-keys-gateway.port.ts";
import type { RotationGrace } from "../../../core/api-keys/rotation-grace.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

const KEYS = "/users/apikeys";

export class HttpApiKeysGateway implements ApiKeysGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async list(): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.get(KEYS));
  }

  async create(settings?: ApiKeySettings): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.post(KEYS, settings ? { body: settings } : {}));
  }

  async update(id: string, settings: ApiKeySettings): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.put(keyPath(id), { body: settings }));
  }

  async rotate(id: string, grace: RotationGrace): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.post(`${keyPath(id)}/rotate`, { body: { grace } }));
  }

  async revoke(id: string): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.post(`${keyPath(id)}/revoke`));
  }

  async remove(id: string): Promise<ApiKey[]> {
    return toEntities(ApiKey, await this.http.delete(keyPath(id)));
  }
}

function keyPath(id: string): string {
  return `${KEYS}/${encodeURIComponent(requireId(id))}`;
}
