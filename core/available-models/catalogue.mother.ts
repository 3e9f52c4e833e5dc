import { ModelCapability } from "./model-capability.ts";
import type { ProviderModelRecord } from "./provider-model.entity.ts";
import { ProviderModelMother, ProviderMother } from "./provider-model.mother.ts";

const openAi = ProviderMother.record({
  id: "prov-openai",
  name: "OpenAI",
  baseUrl: "https://api.openai.com/v1",
  websiteUrl: "https://openai.com",
});
const anthropic = ProviderMother.record({
  id: "prov-anthropic",
  name: "Anthropic",
  baseUrl: "https://api.anthropic.com/v1",
  websiteUrl: "https://www.anthropic.com",
});
const mistral = ProviderMother.record({
  id: "prov-mistral",
  name: "Mistral AI",
  baseUrl: "https://api.mistral.ai/v1",
  websiteUrl: "https://mistral.ai",
});

const { CHAT, TOOLS, VISION, STRUCTURED_OUTPUT, REASONING, EMBEDDINGS } = ModelCapability;
const can = {
  reasoning: [CHAT, TOOLS, STRUCTURED_OUTPUT, REASONING],
  gpt: [CHAT, TOOLS, VISION, STRUCTURED_OUTPUT],
  claude: [CHAT, TOOLS, VISION],
  mistral: [CHAT, TOOLS, STRUCTURED_OUTPUT],
  embeddings: [EMBEDDINGS],
} satisfies Record<string, ModelCapability[]>;

function model(
  provider: typeof openAi,
  systemName: string,
  [inPerMillion, outPerMillion, cachedInPerMillion]: [number, number, number | null],
  [contextWindow, maxOutputTokens]: [number, number | null],
  systemComplexity: string | null,
  capabilities: ModelCapability[],
  pricesChecked = false,
): ProviderModelRecord {
  return ProviderModelMother.record({
    id: `model-${systemName}`,
    systemName,
    systemComplexity,
    tokenInPricePerMillionTokens: inPerMillion,
    tokenOutPricePerMilionTokens: outPerMillion,
    tokenCachedInPricePerMillionTokens: cachedInPerMillion,
    provider,
    developer: provider.name,
    contextWindow,
    maxOutputTokens,
    capabilities,
    pricesReadOn: "2026-12-06",
    pricesChecked,
  });
}

/**
 * A catalogue for the tests that need several models, in this order; what tests count on: o3-mini alone reasons and
 * reads no image, the Claude models give no structured output, the Mistral models read no image and have no
 * cached price, mistral-small holds the shortest context, two embedding models have checked prices.
 */
export const CatalogueMother = {
  create(): ProviderModelRecord[] {
    // biome-ignore format: one model per line reads as a table
    return [
      model(openAi, "gpt-4o", [2.5, 10, 1.25], [128_000, 16_384], "high", can.gpt),
      model(openAi, "gpt-4o-mini", [0.15, 0.6, 0.075], [128_000, 16_384], "low", can.gpt),
      model(openAi, "o3-mini", [1.1, 4.4, 0.55], [200_000, 100_000], "high", can.reasoning),
      model(anthropic, "claude-3-5-sonnet", [3, 15, 0.3], [200_000, 8_192], "high", can.claude),
      model(anthropic, "claude-3-5-haiku", [0.8, 4, 0.08], [200_000, 8_192], "medium", can.claude),
      model(mistral, "mistral-large", [2, 6, null], [128_000, null], "high", can.mistral),
      model(mistral, "mistral-small", [0.2, 0.6, null], [32_000, null], "low", can.mistral),
      model(openAi, "text-embedding-3-small", [0.02, 0, null], [8_191, null], null, can.embeddings, true),
      model(openAi, "text-embedding-3-large", [0.13, 0, null], [8_191, null], null, can.embeddings, true),
      model(openAi, "text-embedding-ada-002", [0.1, 0, null], [8_191, null], null, can.embeddings),
      model(mistral, "mistral-embed", [0.1, 0, null], [8_192, null], null, can.embeddings),
    ];
  },
};
