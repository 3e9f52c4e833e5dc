import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mockAnthropicApi } from "./mock-anthropic-api.ts";
import { mockOpenAiApi } from "./mock-openai-api.ts";
import {
  type MockApi,
  type MockExchange,
  type MockServerEvent,
  type MockUpstreamBehaviour,
  type ReceivedRequest,
  serverSentEvent,
} from "./mock-upstream-exchange.ts";
import { openAiError } from "./openai-openapi/openai-error.ts";

export interface MockOpenAiUpstream {
  /** The base URL to configure, e.g. http://127.0.0.1:41234/v1 */
  readonly baseUrl: string;
  /** The origin alone, for clients that add /v1 themselves (Anthropic's SDK): http://127.0.0.1:41234 */
  readonly origin: string;
  /** The last thousand requests received (every path), oldest first. */
  readonly received: ReceivedRequest[];
  /** How many streamed answers the client broke off before their end. */
  readonly brokenOff: () => number;
  /** How many connections clients opened to it so far (a client keeping its connections alive opens few). */
  readonly connections: () => number;
  behave(changes: Partial<MockUpstreamBehaviour>): void;
  close(): Promise<void>;
}

const MAX_REMEMBERED = 1000;

const DEFAULTS: MockUpstreamBehaviour = {
  answer: "A joule per second.",
  callsOfferedTools: true,
  models: ["gpt-4o-mini", "gpt-4o", "text-embedding-3-small"],
  failWithStatus: null,
  delayMs: 0,
  chunkDelayMs: 0,
  reportsUsage: true,
  cachedPromptTokens: 0,
};

/**
 * A small upstream on loopback that speaks OpenAI's API and Anthropic's Messages API, fast enough to measure the
 * gateway's own overhead against: the integration tests and the gateway benchmark use it. It serves (see
 * mock-openai-api.ts and mock-anthropic-api.ts) chat completions, embeddings, models and responses in the shapes of
 * OpenAI's OpenAPI document (openai-openapi/), messages in those of Anthropic's SDK (anthropic-api/), and remembers
 * what it received.
 */
export async function startMockOpenAiUpstream(
  initial: Partial<MockUpstreamBehaviour> = {},
): Promise<MockOpenAiUpstream> {
  let behaviour: MockUpstreamBehaviour = { ...DEFAULTS, ...initial };
  const openAi = mockOpenAiApi();
  const apis = [openAi, mockAnthropicApi()];
  const received: ReceivedRequest[] = [];
  let brokenOff = 0;
  const server = createServer((request, response) => {
    void readJson(request).then(async (body) => {
      const path = new URL(request.url ?? "/", "http://mock").pathname;
      // The last requests only: a benchmark sends hundreds a second for minutes.
      if (received.length >= MAX_REMEMBERED) received.shift();
      const headers = flatHeaders(request);
      received.push({
        method: request.method ?? "GET",
        path,
        authorization: headers.authorization,
        headers,
        body,
      });
      const current = behaviour;
      if (current.delayMs > 0) await pause(current.delayMs);
      const asked = `${request.method} ${path}`;
      const found = routeFor(apis, asked);
      const exchange: MockExchange = {
        body,
        behaviour: current,
        json: (status, answer) => sendJson(response, status, answer),
        stream: (events) =>
          sendEvents(response, events, current.chunkDelayMs, () => {
            brokenOff += 1;
          }),
      };
      const failed = current.failWithStatus;
      if (failed !== null)
        return exchange.json(
          failed,
          (found?.api ?? openAi).failure(failed, `Mock upstream failing with ${failed}`),
        );
      if (!found)
        return exchange.json(
          404,
          openAiError(`Unknown request URL: ${asked}`, "invalid_request_error", "unknown_url"),
        );
      await found.route.answer(exchange, found.match);
    });
  });
  let connections = 0;
  server.on("connection", () => {
    connections += 1;
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    origin: `http://127.0.0.1:${port}`,
    received,
    brokenOff: () => brokenOff,
    connections: () => connections,
    behave: (changes) => {
      behaviour = { ...behaviour, ...changes };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function routeFor(apis: readonly MockApi[], asked: string) {
  for (const api of apis)
    for (const route of api.routes) {
      const match = route.pattern.exec(asked);
      if (match) return { api, route, match };
    }
  return undefined;
}

/** Writes server-sent events, pausing before the paced ones; stops, and tells, when the client goes away. */
async function sendEvents(
  response: ServerResponse,
  events: readonly MockServerEvent[],
  delayMs: number,
  onBrokenOff: () => void,
): Promise<void> {
  response.on("close", () => {
    if (!response.writableFinished) onBrokenOff();
  });
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const event of events) {
    if (event.paced && delayMs > 0) await pause(delayMs);
    if (response.destroyed) return;
    response.write(serverSentEvent(event));
  }
  response.end();
}

function flatHeaders(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
    ),
  );
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return body !== null && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
