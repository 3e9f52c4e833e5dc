import type { ModelCapability } from "../core/available-models/model-capability.ts";

/** A provider of the demo's catalogue, as the reference gateway's catalogue file declares it. */
export interface DemoProvider {
  readonly id: string;
  readonly name: string;
  readonly baseUrl: string;
  readonly websiteUrl: string;
  readonly logo: string;
}

/**
 * A model of the demo's catalogue, as the reference gateway's catalogue file declares it
 * (gateway/available-models/README.md says what each field means; the price's source and notes stay in the file).
 */
export interface DemoCatalogueModel {
  readonly name: string;
  /** The id of one of DEMO_PROVIDERS. */
  readonly provider: string;
  readonly upstreamName: string;
  readonly developer: string;
  readonly complexity?: "low" | "medium" | "high";
  readonly capabilities: readonly ModelCapability[];
  readonly embedding?: { readonly dimensions: number; readonly reducible: boolean };
  readonly contextWindow: number;
  readonly maxOutputTokens: number | null;
  readonly prices: {
    readonly input: number;
    readonly output: number;
    readonly cachedInput: number | null;
    readonly readOn: string;
    readonly checked: boolean;
  };
  /** One of DEMO_GRID_NODES. */
  readonly gridNode: string;
  readonly energyWhPerThousandTokens: number;
  readonly typical: { readonly tokensPerSecond: number; readonly timeToFirstTokenMs: number };
}

/**
 * The names of the demo's models, which the demo's organization and request histories use: renaming one here
 * renames it everywhere the demo names it (a gateway test holds each to the shipped catalogue file).
 */
export const DEMO_MODEL_NAMES = {
  gpt4o: "gpt-4o",
  gpt4oMini: "gpt-4o-mini",
  o3Mini: "o3-mini",
  embeddingSmall: "text-embedding-3-small",
  embeddingLarge: "text-embedding-3-large",
  embeddingAda: "text-embedding-ada-002",
  llama: "llama-3.3-70b-versatile",
  mistralLarge: "mistral-large-latest",
  mistralSmall: "mistral-small-latest",
  mistralEmbed: "mistral-embed",
  claudeSonnet: "claude-sonnet-4-0",
  claudeHaiku: "claude-3-5-haiku-latest",
} as const;

/** The providers of the demo's models. */
export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    id: "prov-openai",
    name: "OpenAI",
    baseUrl: "https://api.openai.com/v1",
    websiteUrl: "https://openai.com",
    logo: "https://openai.com/favicon.ico",
  },
  {
    id: "prov-groq",
    name: "Groq",
    baseUrl: "https://api.groq.com/openai/v1",
    websiteUrl: "https://groq.com",
    logo: "https://groq.com/favicon.ico",
  },
  {
    id: "prov-mistral",
    name: "Mistral AI",
    baseUrl: "https://api.mistral.ai/v1",
    websiteUrl: "https://mistral.ai",
    logo: "https://mistral.ai/favicon.ico",
  },
  {
    id: "prov-anthropic",
    name: "Anthropic",
    baseUrl: "https://api.anthropic.com/v1",
    websiteUrl: "https://www.anthropic.com",
    logo: "https://www.anthropic.com/favicon.ico",
  },
];

/**
 * The models both profiles show: the memory profile's whole catalogue, and models the reference gateway's shipped
 * catalogue (default-catalogue.json) lists the same way (a gateway test holds them to it). The demo organization's
 * models and request history are among them.
 */
export const DEMO_CATALOGUE: readonly DemoCatalogueModel[] = [
  {
    name: DEMO_MODEL_NAMES.gpt4o,
    provider: "prov-openai",
    upstreamName: "gpt-4o",
    developer: "OpenAI",
    complexity: "high",
    capabilities: ["chat", "tools", "vision", "structured-output"],
    contextWindow: 128000,
    maxOutputTokens: 16384,
    prices: { input: 2.5, output: 10, cachedInput: 1.25, readOn: "2026-12-06", checked: false },
    gridNode: "node-pjm-dom",
    energyWhPerThousandTokens: 0.4,
    typical: { tokensPerSecond: 90, timeToFirstTokenMs: 450 },
  },
  {
    name: DEMO_MODEL_NAMES.gpt4oMini,
    provider: "prov-openai",
    upstreamName: "gpt-4o-mini",
    developer: "OpenAI",
    complexity: "low",
    capabilities: ["chat", "tools", "vision", "structured-output"],
    contextWindow: 128000,
    maxOutputTokens: 16384,
    prices: { input: 0.15, output: 0.6, cachedInput: 0.075, readOn: "2026-12-06", checked: false },
    gridNode: "node-pjm-dom",
    energyWhPerThousandTokens: 0.1,
    typical: { tokensPerSecond: 110, timeToFirstTokenMs: 350 },
  },
  {
    name: DEMO_MODEL_NAMES.o3Mini,
    provider: "prov-openai",
    upstreamName: "o3-mini",
    developer: "OpenAI",
    complexity: "high",
    capabilities: ["chat", "tools", "structured-output", "reasoning"],
    contextWindow: 200000,
    maxOutputTokens: 100000,
    prices: { input: 1.1, output: 4.4, cachedInput: 0.55, readOn: "2026-12-06", checked: false },
    gridNode: "node-caiso-sp15",
    energyWhPerThousandTokens: 0.8,
    typical: { tokensPerSecond: 150, timeToFirstTokenMs: 2500 },
  },
  {
    name: DEMO_MODEL_NAMES.embeddingSmall,
    provider: "prov-openai",
    upstreamName: "text-embedding-3-small",
    developer: "OpenAI",
    capabilities: ["embeddings"],
    embedding: { dimensions: 1536, reducible: true },
    contextWindow: 8191,
    maxOutputTokens: null,
    prices: { input: 0.02, output: 0, cachedInput: null, readOn: "2026-12-06", checked: true },
    gridNode: "node-pjm-dom",
    energyWhPerThousandTokens: 0.005,
    typical: { tokensPerSecond: 0, timeToFirstTokenMs: 120 },
  },
  {
    name: DEMO_MODEL_NAMES.embeddingLarge,
    provider: "prov-openai",
    upstreamName: "text-embedding-3-large",
    developer: "OpenAI",
    capabilities: ["embeddings"],
    embedding: { dimensions: 3072, reducible: true },
    contextWindow: 8191,
    maxOutputTokens: null,
    prices: { input: 0.13, output: 0, cachedInput: null, readOn: "2026-12-06", checked: true },
    gridNode: "node-pjm-dom",
    energyWhPerThousandTokens: 0.02,
    typical: { tokensPerSecond: 0, timeToFirstTokenMs: 180 },
  },
  {
    name: DEMO_MODEL_NAMES.embeddingAda,
    provider: "prov-openai",
    upstreamName: "text-embedding-ada-002",
    developer: "OpenAI",
    capabilities: ["embeddings"],
    embedding: { dimensions: 1536, reducible: false },
    contextWindow: 8191,
    maxOutputTokens: null,
    prices: { input: 0.1, output: 0, cachedInput: null, readOn: "2026-12-06", checked: false },
    gridNode: "node-pjm-dom",
    energyWhPerThousandTokens: 0.01,
    typical: { tokensPerSecond: 0, timeToFirstTokenMs: 150 },
  },
  {
    name: DEMO_MODEL_NAMES.llama,
    provider: "prov-groq",
    upstreamName: "llama-3.3-70b-versatile",
    developer: "Meta",
    complexity: "high",
    capabilities: ["chat", "tools"],
    contextWindow: 131072,
    maxOutputTokens: 32768,
    prices: { input: 0.59, output: 0.79, cachedInput: null, readOn: "2026-12-06", checked: false },
    gridNode: "node-ercot-north",
    energyWhPerThousandTokens: 0.35,
    typical: { tokensPerSecond: 275, timeToFirstTokenMs: 200 },
  },
  {
    name: DEMO_MODEL_NAMES.mistralLarge,
    provider: "prov-mistral",
    upstreamName: "mistral-large-latest",
    developer: "Mistral AI",
    complexity: "high",
    capabilities: ["chat", "tools", "vision", "structured-output"],
    contextWindow: 131072,
    maxOutputTokens: null,
    prices: { input: 2, output: 6, cachedInput: null, readOn: "2026-12-06", checked: false },
    gridNode: "node-se3",
    energyWhPerThousandTokens: 0.6,
    typical: { tokensPerSecond: 50, timeToFirstTokenMs: 500 },
  },
  {
    name: DEMO_MODEL_NAMES.mistralSmall,
    provider: "prov-mistral",
    upstreamName: "mistral-small-latest",
    developer: "Mistral AI",
    complexity: "low",
    capabilities: ["chat", "tools", "vision", "structured-output"],
    contextWindow: 131072,
    maxOutputTokens: null,
    prices: { input: 0.1, output: 0.3, cachedInput: null, readOn: "2026-12-06", checked: false },
    gridNode: "node-fr-paris",
    energyWhPerThousandTokens: 0.1,
    typical: { tokensPerSecond: 140, timeToFirstTokenMs: 300 },
  },
  {
    name: DEMO_MODEL_NAMES.mistralEmbed,
    provider: "prov-mistral",
    upstreamName: "mistral-embed",
    developer: "Mistral AI",
    capabilities: ["embeddings"],
    embedding: { dimensions: 1024, reducible: false },
    contextWindow: 8192,
    maxOutputTokens: null,
    prices: { input: 0.1, output: 0, cachedInput: null, readOn: "2026-12-06", checked: false },
    gridNode: "node-fr-paris",
    energyWhPerThousandTokens: 0.01,
    typical: { tokensPerSecond: 0, timeToFirstTokenMs: 150 },
  },
  {
    name: DEMO_MODEL_NAMES.claudeSonnet,
    provider: "prov-anthropic",
    upstreamName: "claude-sonnet-4-0",
    developer: "Anthropic",
    complexity: "high",
    capabilities: ["chat", "tools", "vision"],
    contextWindow: 200000,
    maxOutputTokens: 64000,
    prices: { input: 3, output: 15, cachedInput: 0.3, readOn: "2026-12-06", checked: false },
    gridNode: "node-bpa-midc",
    energyWhPerThousandTokens: 0.5,
    typical: { tokensPerSecond: 60, timeToFirstTokenMs: 1100 },
  },
  {
    name: DEMO_MODEL_NAMES.claudeHaiku,
    provider: "prov-anthropic",
    upstreamName: "claude-3-5-haiku-latest",
    developer: "Anthropic",
    complexity: "medium",
    capabilities: ["chat", "tools", "vision"],
    contextWindow: 200000,
    maxOutputTokens: 8192,
    prices: { input: 0.8, output: 4, cachedInput: 0.08, readOn: "2026-12-06", checked: false },
    gridNode: "node-bpa-midc",
    energyWhPerThousandTokens: 0.15,
    typical: { tokensPerSecond: 65, timeToFirstTokenMs: 700 },
  },
];
