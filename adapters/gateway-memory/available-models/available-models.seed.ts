import type { ProviderModelRecord } from "../../../core/available-models/provider-model.entity.ts";
import { DEMO_CATALOGUE, DEMO_PROVIDERS, type DemoCatalogueModel } from "../../../demo/demo-catalogue.ts";

/** A demo model as the gateway lists it (GET /v1/api/providers/models), its id as the reference gateway makes it. */
export function providerModelRecordOf(model: DemoCatalogueModel): ProviderModelRecord {
  const provider = DEMO_PROVIDERS.find((candidate) => candidate.id === model.provider) ?? null;
  return {
    id: `model-${model.name}`,
    nameInProvider: model.upstreamName,
    systemComplexity: model.complexity ?? null,
    systemName: model.name,
    tokenInPricePerMillionTokens: model.prices.input,
    tokenOutPricePerMilionTokens: model.prices.output,
    tokenCachedInPricePerMillionTokens: model.prices.cachedInput,
    provider,
    active: true,
    developer: model.developer,
    contextWindow: model.contextWindow,
    maxOutputTokens: model.maxOutputTokens,
    capabilities: [...model.capabilities],
    pricesReadOn: model.prices.readOn,
    pricesChecked: model.prices.checked,
  };
}

/** The memory profile's catalogue: the demo's (demo/demo-catalogue.ts), which the reference gateway lists too. */
export const AVAILABLE_MODELS_SEED: readonly ProviderModelRecord[] =
  DEMO_CATALOGUE.map(providerModelRecordOf);
