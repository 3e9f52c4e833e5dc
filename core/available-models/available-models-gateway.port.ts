import { token } from "../wiring/token.ts";
import type { ProviderModel } from "./provider-model.entity.ts";

/** The model catalogue of SPEC §7. */
export interface AvailableModelsGateway {
  /** GET /providers/models, public: every model the gateway offers, each with its provider. */
  listModels(): Promise<ProviderModel[]>;
}

export const AvailableModelsGateway = token<AvailableModelsGateway>("AvailableModelsGateway");
