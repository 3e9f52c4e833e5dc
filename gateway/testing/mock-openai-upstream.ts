import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type MockChatAnswer, mockChatAnswer } from "./openai-openapi/mock-chat-answer.ts";
import { mockCompletionHeader, wholeChatCompletion } from "./openai-openapi/mock-chat-completion.ts";
import { chatCompletionChunks } from "./openai-openapi/mock-chat-completion-chunks.ts";
import { mockEmbeddings } from "./openai-openapi/mock-embeddings.ts";
import { mockModel, mockModelList } from "./openai-openapi/mock-models.ts";
import { mockChatUsage } from "./openai-openapi/mock-usage.ts";
import { openAiError } from "./openai-openapi/openai-error.ts";

/** How the mock answers; change it between requests with `behave`. */
export interface MockUpstreamBehaviour {
  /** The answer's text; streamed word by word. */
  readonly answer: string;
  /**
   * Whether a request offering tools is answered with a call to one (the one `tool_choice` names, else the first),
   * unless its last message is a tool's result or `tool_choice` is "none".
   */
  readonly callsOfferedTools: boolean;
  /** The models `GET /models` lists (any model may still be asked for). */
  readonly models: readonly string[];
  /** Answer every request with this error status instead. */
  readonly failWithStatus: number | null;
  /** Wait this long before answering (headers included). */
  readonly delayMs: number;
  /** Wait this long between streamed chunks. */
  readonly chunkDelayMs: number;
  /** Whether the answer reports usage (when streamed, only if the request asked with stream_options). */
  readonly reportsUsage: boolean;
}

export interface ReceivedRequest {
  readonly method: string;
  /** The path asked for, without its query: "/v1/chat/completions". */
  readonly path: string;
  readonly authorization: string | undefined;
  /** The JSON body, parsed; {} when there was none or it was no JSON object. */
  readonly body: Record<string, unknown>;
}

export interface MockOpenAiUpstream {
  /** The base URL to configure, e.g. http://127.0.0.1:41234/v1 */
  readonly baseUrl: string;
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
};

/**
 * A small OpenAI-compatible upstream on loopback, fast enough to measure the gateway's own overhead against: the
 * integration tests and the gateway benchmark use it. It serves POST /v1/chat/completions (whole or streamed; text,
 * tool calls, structured outputs, `n` choices, log probabilities), POST /v1/embeddings and GET /v1/models, answering
 * in the shapes of OpenAI's OpenAPI document (openai-openapi/openai-schemas.json), and remembers what it received.
 */
export async function startMockOpenAiUpstream(
  initial: Partial<MockUpstreamBehaviour> = {},
): Promise<MockOpenAiUpstream> {
  let behaviour: MockUpstreamBehaviour = { ...DEFAULTS, ...initial };
  const received: ReceivedRequest[] = [];
  let brokenOff = 0;
  const server = createServer((request, response) => {
    void readJson(request).then(async (body) => {
      const path = new URL(request.url ?? "/", "http://mock").pathname;
      // The last requests only: a benchmark sends hundreds a second for minutes.
      if (received.length >= MAX_REMEMBERED) received.shift();
      received.push({
        method: request.method ?? "GET",
        path,
        authorization: request.headers.authorization,
        body,
      });
      const current = behaviour;
      if (current.delayMs > 0) await pause(current.delayMs);
      if (current.failWithStatus !== null)
        return sendJson(response, current.failWithStatus, failure(current));
      const route = `${request.method} ${path}`;
      if (/^POST .*\/chat\/completions$/.test(route)) {
        const answer = mockChatAnswer(body, current);
        const usage = current.reportsUsage ? mockChatUsage(body, answer) : null;
        if (body.stream !== true)
          return sendJson(response, 200, wholeChatCompletion(mockCompletionHeader(body), answer, usage));
        response.on("close", () => {
          if (!response.writableFinished) brokenOff += 1;
        });
        return stream(response, body, answer, usage, current);
      }
      if (/^POST .*\/embeddings$/.test(route)) {
        const answer = mockEmbeddings(body);
        return sendJson(response, answer.status, answer.body);
      }
      if (/^GET .*\/models$/.test(route)) return sendJson(response, 200, mockModelList(current.models));
      const asked = /^GET .*\/models\/(.+)$/.exec(route)?.[1];
      if (asked) return sendJson(response, 200, mockModel(decodeURIComponent(asked)));
      sendJson(
        response,
        404,
        openAiError(`Unknown request URL: ${route}`, "invalid_request_error", "unknown_url"),
      );
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

async function stream(
  response: ServerResponse,
  body: Record<string, unknown>,
  answer: MockChatAnswer,
  usage: object | null,
  behaviour: MockUpstreamBehaviour,
) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const wantsUsage = (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
  for (const chunk of chatCompletionChunks(mockCompletionHeader(body), answer, wantsUsage ? usage : null)) {
    if (chunk.paced && behaviour.chunkDelayMs > 0) await pause(behaviour.chunkDelayMs);
    if (response.destroyed) return;
    response.write(`data: ${JSON.stringify(chunk.data)}\n\n`);
  }
  response.end("data: [DONE]\n\n");
}

function failure(behaviour: MockUpstreamBehaviour) {
  return openAiError(`Mock upstream failing with ${behaviour.failWithStatus}`, "mock_error");
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
