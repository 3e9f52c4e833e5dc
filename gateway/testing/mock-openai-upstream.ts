import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the mock answers; change it between requests with `behave`. */
export interface MockUpstreamBehaviour {
  /** The answer's text; streamed word by word. */
  readonly answer: string;
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
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown>;
}

export interface MockOpenAiUpstream {
  /** The base URL to configure, e.g. http://127.0.0.1:41234/v1 */
  readonly baseUrl: string;
  /** The last thousand requests received, oldest first. */
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
  failWithStatus: null,
  delayMs: 0,
  chunkDelayMs: 0,
  reportsUsage: true,
};

/**
 * A small OpenAI-compatible upstream on loopback (POST /v1/chat/completions, whole or streamed), fast enough to
 * measure the gateway's own overhead against: the integration tests and the gateway benchmark use it.
 */
export async function startMockOpenAiUpstream(
  initial: Partial<MockUpstreamBehaviour> = {},
): Promise<MockOpenAiUpstream> {
  let behaviour: MockUpstreamBehaviour = { ...DEFAULTS, ...initial };
  const received: ReceivedRequest[] = [];
  let brokenOff = 0;
  const server = createServer((request, response) => {
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404).end();
      return;
    }
    void readJson(request).then(async (body) => {
      // The last requests only: a benchmark sends hundreds a second for minutes.
      if (received.length >= MAX_REMEMBERED) received.shift();
      received.push({ authorization: request.headers.authorization, body });
      const current = behaviour;
      if (current.delayMs > 0) await pause(current.delayMs);
      if (current.failWithStatus !== null)
        return sendJson(response, current.failWithStatus, failure(current));
      if (body.stream !== true) return sendJson(response, 200, completion(body, current));
      response.on("close", () => {
        if (!response.writableFinished) brokenOff += 1;
      });
      await stream(response, body, current);
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
  behaviour: MockUpstreamBehaviour,
) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const base = { id: "chatcmpl-mock", object: "chat.completion.chunk", created: 0, model: modelOf(body) };
  const send = (chunk: object) => response.write(`data: ${JSON.stringify({ ...base, ...chunk })}\n\n`);
  send({ choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
  for (const word of behaviour.answer.match(/\S+\s*/g) ?? []) {
    if (behaviour.chunkDelayMs > 0) await pause(behaviour.chunkDelayMs);
    if (response.destroyed) return;
    send({ choices: [{ index: 0, delta: { content: word }, finish_reason: null }] });
  }
  send({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
  const wantsUsage = (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
  if (behaviour.reportsUsage && wantsUsage) send({ choices: [], usage: usageOf(body, behaviour) });
  response.end("data: [DONE]\n\n");
}

function completion(body: Record<string, unknown>, behaviour: MockUpstreamBehaviour) {
  return {
    id: "chatcmpl-mock",
    object: "chat.completion",
    created: 0,
    model: modelOf(body),
    choices: [{ index: 0, message: { role: "assistant", content: behaviour.answer }, finish_reason: "stop" }],
    ...(behaviour.reportsUsage ? { usage: usageOf(body, behaviour) } : {}),
  };
}

function failure(behaviour: MockUpstreamBehaviour) {
  return { error: { message: `Mock upstream failing with ${behaviour.failWithStatus}`, type: "mock_error" } };
}

/** Reports itself as a dated version of the model asked for, as OpenAI does. */
function modelOf(body: Record<string, unknown>): string {
  return `${String(body.model)}-2024-07-18`;
}

function usageOf(body: Record<string, unknown>, behaviour: MockUpstreamBehaviour) {
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : [];
  const prompt = messages.reduce(
    (sum, message) => sum + String(message.content ?? "").split(/\s+/).length + 4,
    3,
  );
  const completion = behaviour.answer.split(/\s+/).length;
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
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
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
