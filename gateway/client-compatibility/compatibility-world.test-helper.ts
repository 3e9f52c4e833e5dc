import OpenAI from "openai";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { SIMULATED_PROVIDER_NAME } from "../available-models/simulated-provider-name.ts";
import { seedModels, seedUserKey } from "../chat-completions/chat-completions.test-helper.ts";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "../testing/mock-openai-upstream.ts";
import { openAiSchemaErrors } from "../testing/openai-openapi/openai-schema-validator.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { type SchemaBreach, schemaCheckedFetch } from "./checked-fetch.test-helper.ts";

/** Who answers a model in these tests: the gateway's simulated provider, or the recording mock upstream. */
export const TARGETS = [
  {
    answeredBy: "the simulated provider",
    chatModel: "simulated-fast",
    embeddingModel: "simulated-embedding",
  },
  {
    answeredBy: "an OpenAI-compatible upstream",
    chatModel: "gpt-4o-mini",
    embeddingModel: "text-embedding-3-small",
  },
] as const;

export type Target = (typeof TARGETS)[number];

export const EMBEDDING_DIMENSIONS = 1536;

/** The JSON Schema of the weather tool the suites offer, in whichever API's tool shape wraps it. */
export const WEATHER_PARAMETERS = {
  type: "object",
  properties: { city: { type: "string" } },
  required: ["city"],
  additionalProperties: false,
} as const;

/**
 * OpenAI's official client pointed at the world's gateway with the person's key (or another credential), its
 * answers checked against the published schemas.
 */
export function openAiClientOf(world: CompatibilityWorld, apiKey = world.apiKey): OpenAI {
  return new OpenAI({ apiKey, baseURL: world.baseURL, fetch: world.fetch, maxRetries: 0 });
}

/** The gateway as a client library meets it: its base URL, an API key of a person, and what it forwarded. */
export interface CompatibilityWorld {
  /** e.g. http://127.0.0.1:41234/v1/api: what a client's baseURL is set to. */
  readonly baseURL: string;
  readonly apiKey: string;
  readonly gateway: TestGateway;
  readonly upstream: MockOpenAiUpstream;
  /** A fetch for the client library that checks each answer against OpenAI's published schemas. */
  readonly fetch: typeof fetch;
}

const REQUEST_SCHEMAS = {
  "/v1/chat/completions": "CreateChatCompletionRequest",
  "/v1/embeddings": "CreateEmbeddingRequest",
  "/v1/responses": "CreateResponse",
} as const;

/**
 * Call at the top of a test file: a gateway with a simulated chat and embedding model and two served by a
 * recording mock upstream, a person's API key, and after each test the check that every answer the client got
 * and every request the upstream received is valid against OpenAI's OpenAPI document.
 */
export function compatibilityWorldOfFile(): CompatibilityWorld {
  let world: (CompatibilityWorld & { readonly breaches: () => Promise<SchemaBreach[]> }) | undefined;
  let upstreamChecked = 0;
  beforeAll(async () => {
    const upstream = await startMockOpenAiUpstream();
    const gateway = await startTestGateway({
      catalogue: false,
      upstreams: [
        {
          name: "MockAI",
          baseUrl: `${upstream.baseUrl}`,
          apiKey: null,
          models: ["gpt-4o-mini", "text-embedding-3-small"],
        },
      ],
    });
    await seedModels(gateway.db, [
      { systemName: "gpt-4o-mini" },
      { systemName: "text-embedding-3-small", prices: [0.02, 0], embeddingDimensions: EMBEDDING_DIMENSIONS },
      { systemName: "simulated-fast", provider: SIMULATED_PROVIDER_NAME, prices: [0, 0] },
      {
        systemName: "simulated-embedding",
        provider: SIMULATED_PROVIDER_NAME,
        prices: [0, 0],
        embeddingDimensions: EMBEDDING_DIMENSIONS,
      },
    ]);
    const person = await gateway.signIn();
    const checked = schemaCheckedFetch();
    world = {
      baseURL: gateway.apiUrl,
      apiKey: await seedUserKey(gateway.db, person.user),
      gateway,
      upstream,
      fetch: checked.fetch,
      breaches: checked.breaches,
    };
  });
  afterEach(async () => {
    const started = current();
    expect(await started.breaches()).toEqual([]);
    const received = started.upstream.received.slice(upstreamChecked);
    upstreamChecked = started.upstream.received.length;
    const requestBreaches = received.flatMap(({ path, body }) => {
      const schema = REQUEST_SCHEMAS[path as keyof typeof REQUEST_SCHEMAS];
      const errors = schema ? openAiSchemaErrors(schema, body) : [];
      return errors.length > 0 ? [{ path, errors }] : [];
    });
    expect(requestBreaches).toEqual([]);
  });
  afterAll(async () => {
    await world?.gateway.close();
    await world?.upstream.close();
  });
  const current = () => {
    if (!world) throw new Error("the compatibility world starts before the file's first test");
    return world;
  };
  return {
    get baseURL() {
      return current().baseURL;
    },
    get apiKey() {
      return current().apiKey;
    },
    get gateway() {
      return current().gateway;
    },
    get upstream() {
      return current().upstream;
    },
    get fetch() {
      return current().fetch;
    },
  };
}
