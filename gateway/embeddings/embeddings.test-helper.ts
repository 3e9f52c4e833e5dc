import OpenAI from "openai";
import { afterAll, beforeAll } from "vitest";
import type { UpstreamConfig } from "../chat-completions/upstream-config.ts";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "../testing/mock-openai-upstream.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

/** POST /embeddings with a bearer (an API key or an ID token), as raw HTTP. */
export function askEmbeddings(
  apiUrl: string,
  bearer: string,
  body: object,
  headers: Record<string, string> = {},
) {
  return fetch(`${apiUrl}/embeddings`, {
    method: "POST",
    headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** OpenAI's official client, pointed at the gateway, as an application would configure it. */
export function openAiClient(apiUrl: string, apiKey: string): OpenAI {
  return new OpenAI({ apiKey, baseURL: apiUrl, maxRetries: 0 });
}

/** An OpenAI embeddings answer as the tests read it. */
export interface EmbeddingList {
  readonly object: string;
  readonly data: readonly { readonly object: string; readonly index: number; readonly embedding: unknown }[];
  readonly model: string;
  readonly provider?: string;
  readonly usage: { readonly prompt_tokens: number; readonly total_tokens: number };
}

/** A vector answered as base64, as the official SDK decodes it: float32, little-endian. */
export function decodedVector(base64: string): number[] {
  const bytes = Buffer.from(base64, "base64");
  return Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readFloatLE(index * 4));
}

export function euclideanLength(vector: readonly number[]): number {
  return Math.hypot(...vector);
}

/** A gateway with the seeded catalogue, forwarding to one mock OpenAI-compatible upstream. */
export interface GatewayWithUpstream {
  readonly gateway: TestGateway;
  readonly upstream: MockOpenAiUpstream;
}

/** Call at the top of a test file: the gateway and its upstream, started before the first test, closed after. */
export function gatewayWithUpstreamOfFile(
  upstream: Omit<UpstreamConfig, "baseUrl" | "apiKey"> & { readonly apiKey?: string | null },
): GatewayWithUpstream {
  let started: GatewayWithUpstream | undefined;
  beforeAll(async () => {
    const mock = await startMockOpenAiUpstream();
    const gateway = await startTestGateway({
      upstreams: [{ ...upstream, apiKey: upstream.apiKey ?? null, baseUrl: mock.baseUrl }],
    });
    started = { gateway, upstream: mock };
  });
  afterAll(async () => {
    await started?.gateway.close();
    await started?.upstream.close();
  });
  const world = () => {
    if (!started) throw new Error("the gateway starts before the file's first test");
    return started;
  };
  return {
    get gateway() {
      return world().gateway;
    },
    get upstream() {
      return world().upstream;
    },
  };
}
