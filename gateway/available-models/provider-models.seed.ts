import type { Database } from "../database/database.ts";
import { providerModels } from "./available-models.schema.ts";
import { ModelKind } from "./model-kind.ts";
import { SIMULATED_PROVIDER_ID } from "./providers.seed.ts";

type ModelSeed = typeof providerModels.$inferInsert;

type Row = readonly [
  systemName: string,
  providerId: string,
  /** US dollars per million tokens, as the provider publishes them. */
  pricePerMillionIn: number,
  pricePerMillionOut: number,
  contextWindow: number,
  complexity: "low" | "medium" | "high",
  developer: string,
  gridNodeId: string,
  /** Typical output speed and time to first token, until observed statistics exist. */
  tokensPerSecond: number,
  firstTokenMs: number,
  /** Rough energy per 1,000 tokens (Wh): it grows with the model's size. */
  energyWh: number,
];

const GPT_41_CONTEXT = 1_047_576;
const SIM = SIMULATED_PROVIDER_ID;

// The reasoning model is core's REASONING_MODEL_NAMES (o3-mini). The simulated models answer offline for free:
// one near Montréal and one near Tokyo, so residency rules find a model there too.
// biome-ignore format: one model per line reads as a table
const ROWS: readonly Row[] = [
  ["gpt-4o", "prov-openai", 2.5, 10, 128_000, "high", "OpenAI", "node-pjm-dom", 90, 450, 0.4],
  ["gpt-4o-mini", "prov-openai", 0.15, 0.6, 128_000, "low", "OpenAI", "node-pjm-dom", 110, 350, 0.1],
  ["o3-mini", "prov-openai", 1.1, 4.4, 200_000, "high", "OpenAI", "node-caiso-sp15", 150, 2500, 0.8],
  ["gpt-4.1", "prov-openai", 2, 8, GPT_41_CONTEXT, "high", "OpenAI", "node-pjm-dom", 85, 500, 0.4],
  ["gpt-4.1-mini", "prov-openai", 0.4, 1.6, GPT_41_CONTEXT, "medium", "OpenAI", "node-pjm-dom", 100, 400, 0.15],
  ["gpt-4.1-nano", "prov-openai", 0.1, 0.4, GPT_41_CONTEXT, "low", "OpenAI", "node-pjm-dom", 140, 300, 0.05],
  ["llama-3.3-70b-versatile", "prov-groq", 0.59, 0.79, 131_072, "high", "Meta", "node-ercot-north", 275, 200, 0.35],
  ["llama-3.1-8b-instant", "prov-groq", 0.05, 0.08, 131_072, "low", "Meta", "node-ercot-north", 750, 150, 0.05],
  ["mistral-large-latest", "prov-mistral", 2, 6, 131_072, "high", "Mistral AI", "node-se3", 50, 500, 0.6],
  ["mistral-small-latest", "prov-mistral", 0.1, 0.3, 131_072, "low", "Mistral AI", "node-fr-paris", 140, 300, 0.1],
  ["claude-sonnet-4-0", "prov-anthropic", 3, 15, 200_000, "high", "Anthropic", "node-bpa-midc", 60, 1100, 0.5],
  ["claude-3-5-haiku-latest", "prov-anthropic", 0.8, 4, 200_000, "medium", "Anthropic", "node-bpa-midc", 65, 700, 0.15],
  ["simulated-fast", SIM, 0, 0, 32_768, "low", "Simulated", "node-hq-montreal", 250, 80, 0.01],
  ["simulated-smart", SIM, 0, 0, 131_072, "high", "Simulated", "node-jp-tokyo", 60, 300, 0.01],
];

/** What every model of the catalogue states: its name, who serves and made it, where it runs and its prices. */
function listed(model: {
  readonly systemName: string;
  readonly providerId: string;
  readonly developer: string;
  readonly contextWindow: number;
  readonly gridNodeId: string;
  readonly priceIn: number;
  readonly priceOut: number;
}) {
  return {
    id: `model-${model.systemName}`,
    providerId: model.providerId,
    nameInProvider: model.systemName,
    systemName: model.systemName,
    tokenInPricePerMillionTokens: model.priceIn,
    tokenOutPricePerMillionTokens: model.priceOut,
    active: true,
    developer: model.developer,
    contextWindow: model.contextWindow,
    gridNodeId: model.gridNodeId,
  };
}

/** The chat models on offer, at their providers' published list prices. */
export const CHAT_MODELS: readonly ModelSeed[] = ROWS.map(
  ([
    systemName,
    providerId,
    priceIn,
    priceOut,
    contextWindow,
    complexity,
    developer,
    gridNodeId,
    speed,
    ttft,
    wh,
  ]) => ({
    ...listed({ systemName, providerId, developer, contextWindow, gridNodeId, priceIn, priceOut }),
    systemComplexity: complexity,
    tokensPerSecondOut: speed,
    timeToFirstTokenMs: ttft,
    energyWhPerThousandTokens: wh,
  }),
);

type EmbeddingRow = readonly [
  systemName: string,
  providerId: string,
  /** US dollars per million input tokens: embeddings have no output tokens. */
  pricePerMillionIn: number,
  dimensions: number,
  /** Whether `dimensions` may ask for shorter vectors. */
  reducible: boolean,
  contextWindow: number,
  developer: string,
  gridNodeId: string,
  /** Typical time to answer, played out by the simulated provider. */
  latencyMs: number,
  energyWh: number,
];

// biome-ignore format: one model per line reads as a table
const EMBEDDING_ROWS: readonly EmbeddingRow[] = [
  ["text-embedding-3-small", "prov-openai", 0.02, 1536, true, 8191, "OpenAI", "node-pjm-dom", 120, 0.005],
  ["text-embedding-3-large", "prov-openai", 0.13, 3072, true, 8191, "OpenAI", "node-pjm-dom", 180, 0.02],
  ["text-embedding-ada-002", "prov-openai", 0.1, 1536, false, 8191, "OpenAI", "node-pjm-dom", 150, 0.01],
  ["mistral-embed", "prov-mistral", 0.1, 1024, false, 8192, "Mistral AI", "node-fr-paris", 150, 0.01],
];

/** The embedding models on offer (POST /embeddings), at their providers' published prices per input token. */
export const EMBEDDING_MODELS: readonly ModelSeed[] = EMBEDDING_ROWS.map(
  ([
    systemName,
    providerId,
    priceIn,
    dimensions,
    reducible,
    contextWindow,
    developer,
    gridNodeId,
    ms,
    wh,
  ]) => ({
    ...listed({ systemName, providerId, developer, contextWindow, gridNodeId, priceIn, priceOut: 0 }),
    timeToFirstTokenMs: ms,
    energyWhPerThousandTokens: wh,
    kind: ModelKind.EMBEDDING,
    embeddingDimensions: dimensions,
    embeddingDimensionsReducible: reducible,
  }),
);

/** Every model the gateway offers. */
export const CATALOGUE_MODELS: readonly ModelSeed[] = [...CHAT_MODELS, ...EMBEDDING_MODELS];

export async function seedProviderModels(db: Database): Promise<void> {
  await db
    .insert(providerModels)
    .values([...CATALOGUE_MODELS])
    .onConflictDoNothing();
}
