import { afterAll, beforeAll } from "vitest";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "../testing/mock-openai-upstream.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { seedModels, type TestModel } from "./chat-completions.test-helper.ts";
import type { UpstreamConfig } from "./upstream-config.ts";

/** A mock upstream to start, configured as the gateway's upstream `name`. */
export interface MockedUpstream extends Omit<UpstreamConfig, "baseUrl" | "apiKey"> {
  readonly apiKey?: string | null;
  /** What the mock answers. */
  readonly answer?: string;
}

interface UpstreamWorld {
  readonly gateway: TestGateway;
  /** The mock behind each upstream, by name. */
  readonly mocks: Readonly<Record<string, MockOpenAiUpstream>>;
  close(): Promise<void>;
}

/** A test gateway forwarding to mock OpenAI-compatible upstreams, with these catalogue models. */
async function startUpstreamWorld(
  upstreams: readonly MockedUpstream[],
  models: readonly TestModel[],
): Promise<UpstreamWorld> {
  const mocks: Record<string, MockOpenAiUpstream> = {};
  for (const upstream of upstreams)
    mocks[upstream.name] = await startMockOpenAiUpstream(upstream.answer ? { answer: upstream.answer } : {});
  const gateway = await startTestGateway({
    catalogue: false,
    upstreams: upstreams.map(({ answer: _answer, apiKey, ...config }) => ({
      ...config,
      apiKey: apiKey ?? null,
      baseUrl: mocks[config.name]?.baseUrl ?? "",
    })),
  });
  await seedModels(gateway.db, models);
  return {
    gateway,
    mocks,
    close: async () => {
      await gateway.close();
      for (const mock of Object.values(mocks)) await mock.close();
    },
  };
}

/** Call at the top of a test file: its upstream world, started before its first test and closed after its last. */
export function upstreamWorldOfFile<const Upstreams extends readonly MockedUpstream[]>(
  upstreams: Upstreams,
  models: readonly TestModel[],
): {
  readonly gateway: TestGateway;
  readonly mocks: Readonly<Record<Upstreams[number]["name"], MockOpenAiUpstream>>;
} {
  let world: UpstreamWorld | undefined;
  beforeAll(async () => {
    world = await startUpstreamWorld(upstreams, models);
  });
  afterAll(() => world?.close());
  const started = () => {
    if (!world) throw new Error("the upstream world starts before the file's first test");
    return world;
  };
  return {
    get gateway() {
      return started().gateway;
    },
    get mocks() {
      return started().mocks as Record<Upstreams[number]["name"], MockOpenAiUpstream>;
    },
  };
}

/** MockAI (with a key of its own) serving gpt-4o-mini and gpt-4o, and Backup serving gpt-4o under another name. */
export const MOCK_AI_WITH_BACKUP = [
  { name: "MockAI", apiKey: "upstream-secret", models: ["gpt-4o-mini", "gpt-4o"] },
  {
    name: "Backup",
    models: ["gpt-4o"],
    modelNames: { "gpt-4o": "gpt-4o-backup" },
    answer: "The backup answers.",
  },
] as const satisfies readonly MockedUpstream[];

/** How a mock answers at the start of a test whose neighbours made it fail, slow down or answer otherwise. */
export const ANSWERING_AT_ONCE = {
  failWithStatus: null,
  reportsUsage: true,
  callsOfferedTools: true,
  chunkDelayMs: 0,
  answer: "A joule per second.",
  cachedPromptTokens: 0,
} as const;
