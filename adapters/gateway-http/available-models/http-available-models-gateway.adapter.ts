import type { AvailableModelsGateway } from "../../../core/available-models/available-models-gateway.port.ts";
import { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

export class HttpAvailableModelsGateway implements AvailableModelsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listModels(): Promise<ProviderModel[]> {
    return toEntities(ProviderModel, await this.http.get("/providers/models", { auth: "public" }));
  }
}
