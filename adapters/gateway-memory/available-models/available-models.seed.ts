import { ModelCapability } from "../../../core/available-models/model-capability.ts";
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

const { CHAT, TOOLS, VISION, STRUCTURED_OUTPUT, REASONING, EMBEDDINGS } = ModelCapability;
const capabilities = {
  reasoning: [CHAT, TOOLS, STRUCTURED_OUTPUT, REASONING],
  gpt: [CHAT, TOOLS, VISION, STRUCTURED_OUTPUT],
  claude: [CHAT, TOOLS, VISION],
  mistral: [CHAT, TOOLS, STRUCTURED_OUTPUT],
} satisfies Record<string, ModelCapability[]>;

/** The day the reference gateway's catalogue (gateway/available-models/default-catalogue.json) read its prices. */
const PRICES_READ_ON = "2026-12-06";

function model(
  provider: Wire<Provider>,
  systemName: string,
  prices: [inPerMillion: number, outPerMillion: number, cachedInPerMillion: number | null],
  contextWindow: number,
  systemComplexity: string | null,
  can: ModelCapability[],
  maxOutputTokens: number | null,
): ProviderModelRecord {
  return {
    id: `model-${systemName}`,
    nameInProvider: systemName,
    systemComplexity,
    systemName,
    tokenInPricePerMillionTokens: prices[0],
    tokenOutPricePerMilionTokens: prices[1],
    tokenCachedInPricePerMillionTokens: prices[2],
    provider,
    active: true,
    developer: provider.name,
    contextWindow,
    maxOutputTokens,
    capabilities: can,
    pricesReadOn: PRICES_READ_ON,
    // As for the catalogue's gpt-4o, gpt-4o-mini and o3-mini; the others are older list prices, unchecked too.
    pricesChecked: false,
  };
}

/** An embedding model as the catalogue lists it: input tokens alone are billed, and it writes no answer. */
function embedding(
  provider: Wire<Provider>,
  systemName: string,
  inPerMillion: number,
  contextWindow: number,
  pricesChecked: boolean,
): ProviderModelRecord {
  return {
    ...model(provider, systemName, [inPerMillion, 0, null], contextWindow, null, [EMBEDDINGS], null),
    pricesChecked,
  };
}

/**
 * The models of the memory profile, at their providers' published list prices (USD per million tokens; the cached
 * price where the provider publishes one) and output limits. Those the reference gateway's catalogue also lists
 * match it, the day their prices were read and whether they could be checked at the source included; its
 * embedding models are all here, so both profiles show the Embeddings tag and filter.
 */
// biome-ignore format: one model per line reads as a table
export const AVAILABLE_MODELS_SEED: readonly ProviderModelRecord[] = [
  model(providers.openAi, "gpt-4o", [2.5, 10, 1.25], 128_000, "high", capabilities.gpt, 16_384),
  model(providers.openAi, "gpt-4o-mini", [0.15, 0.6, 0.075], 128_000, "low", capabilities.gpt, 16_384),
  model(providers.openAi, "o3-mini", [1.1, 4.4, 0.55], 200_000, "high", capabilities.reasoning, 100_000),
  model(providers.anthropic, "claude-3-5-sonnet", [3, 15, 0.3], 200_000, "high", capabilities.claude, 8_192),
  model(providers.anthropic, "claude-3-5-haiku", [0.8, 4, 0.08], 200_000, "medium", capabilities.claude, 8_192),
  model(providers.mistral, "mistral-large", [2, 6, null], 128_000, "high", capabilities.mistral, null),
  model(providers.mistral, "mistral-small", [0.2, 0.6, null], 32_000, "low", capabilities.mistral, null),
  embedding(providers.openAi, "text-embedding-3-small", 0.02, 8_191, true),
  embedding(providers.openAi, "text-embedding-3-large", 0.13, 8_191, true),
  embedding(providers.openAi, "text-embedding-ada-002", 0.1, 8_191, false),
  embedding(providers.mistral, "mistral-embed", 0.1, 8_192, false),
];
