import { toEntity } from "../mapping/to-entity.ts";
import { ModelCapability } from "./model-capability.ts";
import { ProviderModel } from "./provider-model.entity.ts";

/**
 * The playground's pseudo-model (SPEC §3): the gateway picks the model by the routing strategy, so it has no
 * provider and costs nothing itself.
 */
export const BEST_AVAILABLE_MODEL: ProviderModel = toEntity(ProviderModel, {
  id: "best-available",
  nameInProvider: "best-available",
  systemComplexity: null,
  systemName: "Best Available",
  tokenInPricePerMillionTokens: 0,
  tokenOutPricePerMilionTokens: 0,
  provider: null,
  active: true,
  developer: null,
  contextWindow: null,
});

/**
 * The playground's model choice: Best Available first, then the gateway's active models that chat (the catalogue
 * lists embedding models too, which only POST /embeddings serves).
 */
export function playgroundModels(models: readonly ProviderModel[]): ProviderModel[] {
  return [
    BEST_AVAILABLE_MODEL,
    ...models.filter((model) => model.active && model.capabilities.includes(ModelCapability.CHAT)),
  ];
}
