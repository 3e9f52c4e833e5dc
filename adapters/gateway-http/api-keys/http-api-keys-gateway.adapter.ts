import { ApiKey } from "../../../core/api-keys/api-key.entity.ts";
import type { ApiKeySettings } from "../../../core/api-keys/api-key-settings.dto.ts";
import type { ApiKeysGateway } from "../../../core/api-keys/api-keys-gateway.port.ts";
import { IssuedSecrets } from "../../../core/api-keys/issued-secrets.ts";
import type { RotationGrace } from "../../../core/api-keys/rotation-grace.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

const KEYS = "/users/apikeys";

export class HttpApiKeysGateway implements ApiKeysGateway {
  private readonly issued = new IssuedSecrets();

  constructor(private readonly http: GatewayHttpClient) {}

  async list(): Promise<ApiKey[]> {
    return this.keys(await this.http.get(KEYS));
  }

  async create(settings?: ApiKeySettings): Promise<ApiKey[]> {
    return this.keys(await this.http.post(KEYS, settings ? { body: settings } : {}));
  }

  async update(id: string, settings: ApiKeySettings): Promise<ApiKey[]> {
    return this.keys(await this.http.put(keyPath(id), { body: settings }));
  }

  async rotate(id: string, grace: RotationGrace): Promise<ApiKey[]> {
    return this.keys(await this.http.post(`${keyPath(id)}/rotate`, { body: { grace } }));
  }

  async revoke(id: string): Promise<ApiKey[]> {
    return this.keys(await this.http.post(`${keyPath(id)}/revoke`));
  }

  async remove(id: string): Promise<ApiKey[]> {
    return this.keys(await this.http.delete(keyPath(id)));
  }

  async issuedSecretOf(id: string): Promise<string | null> {
    return this.issued.secretOf(id);
  }

  private keys(answer: unknown): ApiKey[] {
    return this.issued.keptFrom(toEntities(ApiKey, answer));
  }
}

function keyPath(id: string): string {
  return `${KEYS}/${encodeURIComponent(requireId(id))}`;
}
