import type { Provider } from "../../../core/available-models/provider.entity.ts";
import type { ProviderModelRecord } from "../../../core/available-models/provider-model.entity.ts";
import type { Wire } from "../../../core/mapping/wire.ts";

const providers = {
  openAi: {
    id: "prov-openai",
    name: "OpenAI",
    logo: null,
    baseUrl: "https://api.openai.com/v1",
    websiteUrl: "https://openai.com",
  },
  anthropic: {
    id: "prov-anthropic",
    name: "Anthropic",
    logo: null,
    baseUrl: "https://api.anthropic.com/v1",
    websiteUrl: "https://www.anthropic.com",
  },
  mistral: {
    id: "prov-mistral",
    name: "Mistral AI",
    logo: null,
    baseUrl: "https://api.mistral.ai/v1",
    websiteUrl: "https://mistral.ai",
  },
} satisfies Record<string, Wire<Provider>>;

function model(
  provider: Wire<Provider>,
  systemName: string,
  prices: [inPerMillion: number, outPerMillion: number],
  contextWindow: number,
  systemComplexity: string,
): ProviderModelRecord {
  return {
    id: `model-${systemName}`,
    nameInProvider: systemName,
    systemComplexity,
    systemName,
    tokenInPricePerMillionTokens: prices[0],
    tokenOutPricePerMilionTokens: prices[1],
    provider,
    active: true,
    developer: provider.name,
    contextWindow,
  };
}

/** The models of the memory profile, at their providers' published list prices (USD per million tokens). */
export const AVAILABLE_MODELS_SEED: readonly ProviderModelRecord[] = [
  model(providers.openAi, "gpt-4o", [2.5, 10], 128_000, "high"),
  model(providers.openAi, "gpt-4o-mini", [0.15, 0.6], 128_000, "low"),
  model(providers.openAi, "o3-mini", [1.1, 4.4], 200_000, "high"),
  model(providers.anthropic, "claude-3-5-sonnet", [3, 15], 200_000, "high"),
  model(providers.anthropic, "claude-3-5-haiku", [0.8, 4], 200_000, "medium"),
  model(providers.mistral, "mistral-large", [2, 6], 128_000, "high"),
  model(providers.mistral, "mistral-small", [0.2, 0.6], 32_000, "low"),
];
