import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import type { StartedStream, Usage } from "./completion-provider.ts";
import { CLIENT_CLOSED_REQUEST, type RequestTrace } from "./request-trace.ts";
import { StreamedAnswer } from "./streamed-answer.ts";
import { usageOf } from "./upstream/openai-compatible-provider.ts";

/** The fields every chunk of a stream repeats, so the usage chunk the gateway adds reads like the provider's. */
function envelopeOf(chunk: StreamChunk): Record<string, unknown> {
  const { id, created, model, system_fingerprint: fingerprint } = chunk;
  return Object.fromEntries(
    Object.entries({ id, created, model, system_fingerprint: fingerprint }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

interface StreamChunk {
  readonly id?: unknown;
  readonly created?: unknown;
  readonly model?: unknown;
  readonly system_fingerprint?: unknown;
  readonly choices?: readonly {
    readonly index?: unknown;
    readonly delta?: Parameters<StreamedAnswer["add"]>[0];
  }[];
  readonly usage?: Partial<Usage> | null;
}

/**
 * Sends a provider's stream to the client as server-sent events as they come (`data: {chunk}`), ends with a usage
 * chunk (the provider's, or an estimate when it sent none) and `data: [DONE]`. A failure once the stream started
 * can only be told inside it: an event carrying `errMsgs`. Resolves when the stream is over, the trace filled in.
 */
export async function relayStream(
  reply: FastifyReply,
  headers: Record<string, string>,
  started: StartedStream,
  trace: RequestTrace,
  clientGone: AbortSignal,
  estimate: (answer: string) => Usage,
): Promise<void> {
  const out = new PassThrough();
  reply
    .headers({ ...headers, "cache-control": "no-cache", "x-accel-buffering": "no" })
    .type("text/event-stream")
    .send(out);
  const answer = new StreamedAnswer();
  let usage: Usage | null = null;
  let envelope: Record<string, unknown> = { object: "chat.completion.chunk" };
  try {
    for await (const data of started.events) {
      const chunk = JSON.parse(data) as StreamChunk;
      const first = chunk.choices?.find((choice) => (choice.index ?? 0) === 0);
      if (answer.add(first?.delta)) trace.firstTokenSent();
      usage = usageOf(chunk.usage) ?? usage;
      envelope = { ...envelope, ...envelopeOf(chunk) };
      out.write(`data: ${data.includes("\n") ? JSON.stringify(chunk) : data}\n\n`);
    }
    if (!usage) {
      usage = estimate(answer.text());
      trace.usageEstimated = true;
      out.write(`data: ${JSON.stringify({ ...envelope, choices: [], usage })}\n\n`);
    }
    out.write("data: [DONE]\n\n");
    trace.finish(200);
  } catch (error) {
    if (clientGone.aborted) {
      trace.finish(CLIENT_CLOSED_REQUEST, "The client closed the connection before the answer was complete");
    } else {
      const message = `The provider's stream failed: ${(error as Error).message}`;
      out.write(`data: ${JSON.stringify({ errMsgs: [message] })}\n\ndata: [DONE]\n\n`);
      trace.finish(502, message);
    }
  } finally {
    out.end();
    if (!usage) trace.usageEstimated = true;
    trace.usage = usage ?? estimate(answer.text());
    trace.responseContent = answer.text();
  }
}
