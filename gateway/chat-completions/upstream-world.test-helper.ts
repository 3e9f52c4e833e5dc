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

export interface UpstreamWorld {
  readonly gateway: TestGateway;
  /** The mock behind each upstream, by name. */
  readonly mocks: Readonly<Record<string, MockOpenAiUpstream>>;
  close(): Promise<void>;
}

/** A test gateway forwarding to mock OpenAI-compatible upstreams, with these catalogue models. */
export async function startUpstreamWorld(
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
