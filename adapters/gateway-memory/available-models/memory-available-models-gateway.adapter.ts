import type { AvailableModelsGateway } from "../../../core/available-models/available-models-gateway.port.ts";
import {
  ProviderModel,
  type ProviderModelRecord,
} from "../../../core/available-models/provider-model.entity.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";

/**
 * The model catalogue in memory. Like the reference gateway it lists every model, active or not, each with its
 * provider; hasReasoning is derived by core from the capabilities while mapping, never stored.
 */
export class MemoryAvailableModelsGateway implements AvailableModelsGateway {
  constructor(private readonly models: readonly ProviderModelRecord[]) {}

  async listModels(): Promise<ProviderModel[]> {
    return toEntities(ProviderModel, structuredClone([...this.models]));
  }
}
