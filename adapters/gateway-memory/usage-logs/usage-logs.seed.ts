import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { loggedMessages } from "../../../core/usage-logs/logged-content.ts";
import { UsageEndpoint } from "../../../core/usage-logs/usage-endpoint.ts";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { DEMO_MODEL_NAMES } from "../../../demo/demo-catalogue.ts";
import { DEMO_ACCOUNT_KEYS, type DemoKey } from "../../../demo/demo-keys.ts";
import { memoryKeyValueOf } from "../api-keys/api-keys.seed.ts";
import { AVAILABLE_MODELS_SEED } from "../available-models/available-models.seed.ts";
import { isoAt } from "../memory-clock.ts";

interface Sample {
  readonly model: string;
  readonly query: string;
  /** What the model answered; none for a failed request. */
  readonly answer?: string;
  readonly apikey: string | null;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly statusCode?: number;
  readonly error?: string;
  readonly renewablePercentage?: number;
  /** Chat completions when not said. */
  readonly endpoint?: UsageEndpoint;
  /** The messages sent; the query alone when not said. */
  readonly messages?: readonly unknown[];
  readonly tools?: readonly unknown[];
  readonly toolCalls?: readonly unknown[];
  readonly responseFormat?: unknown;
  readonly usageEstimated?: boolean;
  /** For a model the memory catalogue does not list (an embedding model): its vendor and input price. */
  readonly offCatalogue?: { readonly vendor: string; readonly inPricePerMillion: number };
}

const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The current weather in a city",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
};
const WEATHER_QUESTION = "What is the weather in Paris?";
const WEATHER_CALL = {
  id: "call_demo_weather_1",
  type: "function",
  function: { name: "get_weather", arguments: '{"city":"Paris"}' },
};

/** The demo account's first key: logged masked, and by its id. */
const KEY_ID = (DEMO_ACCOUNT_KEYS[0] as DemoKey).id;
const KEY = maskApiKey(memoryKeyValueOf(KEY_ID));

/** The newest first: a tool round trip's answer comes before the request that made the call. */
const SAMPLES: readonly Sample[] = [
  {
    model: DEMO_MODEL_NAMES.gpt4oMini,
    query: WEATHER_QUESTION,
    answer: "It is 18 °C and clear in Paris.",
    apikey: "playground",
    tokensIn: 96,
    tokensOut: 12,
    messages: [
      { role: "user", content: WEATHER_QUESTION },
      { role: "assistant", content: null, tool_calls: [WEATHER_CALL] },
      { role: "tool", tool_call_id: WEATHER_CALL.id, content: '{"celsius":18,"sky":"clear"}' },
    ],
    tools: [WEATHER_TOOL],
    usageEstimated: true,
  },
  {
    model: DEMO_MODEL_NAMES.gpt4oMini,
    query: WEATHER_QUESTION,
    apikey: "playground",
    tokensIn: 71,
    tokensOut: 9,
    tools: [WEATHER_TOOL],
    toolCalls: [WEATHER_CALL],
    usageEstimated: true,
  },
  {
    model: DEMO_MODEL_NAMES.gpt4oMini,
    query: "Summarise our Q3 energy report",
    answer: "Q3 energy use fell 12 % while output grew 4 %; renewables covered 58 % of the load.",
    apikey: "playground",
    tokensIn: 812,
    tokensOut: 240,
    renewablePercentage: 58.4,
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: "Summarise our Q3 energy report" },
          { type: "image_url", image_url: { url: "data:image/png;omitted=24576" } },
        ],
      },
    ],
  },
  {
    model: DEMO_MODEL_NAMES.claudeSonnet,
    query: "Review this pull request",
    answer:
      "The change is sound. Two notes:\n\n1. `retryAfter` ignores a zero header.\n2. The new test does not await the promise.",
    apikey: KEY,
    tokensIn: 2310,
    tokensOut: 615,
    endpoint: UsageEndpoint.MESSAGES,
  },
  {
    model: DEMO_MODEL_NAMES.embeddingSmall,
    query: "Heat pumps in cold climates",
    answer: "1 embedding of 1536 dimensions",
    apikey: KEY,
    tokensIn: 6,
    tokensOut: 0,
    endpoint: UsageEndpoint.EMBEDDINGS,
    offCatalogue: { vendor: "OpenAI", inPricePerMillion: 0.02 },
  },
  {
    model: DEMO_MODEL_NAMES.o3Mini,
    query: "Prove that the sum of two even numbers is even",
    answer: "Let a = 2m and b = 2n. Then a + b = 2(m + n), which is even.",
    apikey: KEY,
    tokensIn: 64,
    tokensOut: 980,
  },
  {
    model: DEMO_MODEL_NAMES.mistralSmall,
    query: "Translate the release notes to French",
    answer: "Notes de version : la recherche est plus rapide et les journaux s’exportent en CSV.",
    apikey: null,
    tokensIn: 540,
    tokensOut: 560,
    renewablePercentage: 71.25,
    endpoint: UsageEndpoint.RESPONSES,
  },
  {
    model: DEMO_MODEL_NAMES.gpt4o,
    query: "Draft a data-residency policy",
    apikey: KEY,
    tokensIn: 300,
    tokensOut: 0,
    statusCode: 429,
    error: `Rate limit reached for ${DEMO_MODEL_NAMES.gpt4o}`,
  },
  {
    model: DEMO_MODEL_NAMES.claudeHaiku,
    query: "Classify these support tickets",
    answer: '{"billing": 4, "bug": 7, "feature request": 2}',
    apikey: "playground",
    tokensIn: 1200,
    tokensOut: 90,
    responseFormat: {
      type: "json_schema",
      json_schema: { name: "ticket_counts", schema: { type: "object" }, strict: true },
    },
  },
  {
    model: DEMO_MODEL_NAMES.mistralLarge,
    query: "What is a watt?",
    apikey: KEY,
    tokensIn: 12,
    tokensOut: 0,
    statusCode: 502,
    error: "Upstream provider unavailable",
  },
];

/**
 * `count` requests 23 hours apart, newest first (21: three weeks), cycling through the samples (a tool round trip,
 * an image, a structured answer, the Responses, Messages and embeddings endpoints among them); costs follow the
 * seeded model prices.
 */
export function usageLogsSeed(clock: Clock, count = 21): UsageLogRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const sample = SAMPLES[index % SAMPLES.length] as Sample;
    const model = AVAILABLE_MODELS_SEED.find((candidate) => candidate.systemName === sample.model);
    const inPrice = model?.tokenInPricePerMillionTokens ?? sample.offCatalogue?.inPricePerMillion ?? 0;
    const tokensInCost = (sample.tokensIn * inPrice) / 1_000_000;
    const tokensOutCost = (sample.tokensOut * (model?.tokenOutPricePerMilionTokens ?? 0)) / 1_000_000;
    const failed = (sample.statusCode ?? 200) >= 400;
    return {
      id: requestIdOf(index),
      createdAt: isoAt(clock, -(index * 23 + 5) * 3_600_000),
      vendor: model?.provider?.name ?? sample.offCatalogue?.vendor ?? "Meridian",
      model: sample.model,
      query: sample.query,
      apikey: sample.apikey,
      apiKeyId: sample.apikey === KEY ? KEY_ID : null,
      statusCode: sample.statusCode ?? 200,
      timeToFirstToken: failed ? null : 180 + index * 11,
      generationDuration: failed ? null : 600 + sample.tokensOut * 9,
      tokensIn: sample.tokensIn,
      tokensOut: sample.tokensOut,
      totalCost: tokensInCost + tokensOutCost,
      error: sample.error ?? null,
      tokenRate: failed ? null : Math.round((sample.tokensOut / (0.6 + sample.tokensOut * 0.009)) * 10) / 10,
      totalTokens: sample.tokensIn + sample.tokensOut,
      tokensInCost,
      tokensOutCost,
      isStream: index % 2 === 0,
      requestContent: requestContentOf(sample),
      responseContent: sample.answer ?? null,
      providerModel: model?.nameInProvider ?? null,
      renewablePercentage: sample.renewablePercentage ?? null,
      endpoint: sample.endpoint ?? UsageEndpoint.CHAT,
      tools: sample.tools ? JSON.stringify(sample.tools) : null,
      responseFormat: sample.responseFormat ? JSON.stringify(sample.responseFormat) : null,
      toolCalls: sample.toolCalls ? JSON.stringify(sample.toolCalls) : null,
      usageEstimated: sample.usageEstimated ?? false,
    };
  });
}

/** An embedding's input as the gateway logs it, a chat request's messages otherwise. */
function requestContentOf(sample: Sample): string {
  if (sample.endpoint === UsageEndpoint.EMBEDDINGS) return JSON.stringify([sample.query]);
  return loggedMessages(sample.messages ?? [{ role: "user", content: sample.query }]);
}

/** Ids as the gateway makes them: long, and different at both ends, so even their short form tells them apart. */
function requestIdOf(index: number): string {
  const head = (0x5eed0000 + index * 7919).toString(16);
  const tail = (Math.imul(index + 1, 0x9e3779b1) >>> 0).toString(16).padStart(8, "0");
  return `req_${head}a1b2${tail}`;
}
