import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import type { StartedStream, Usage } from "./completion-provider.ts";
import { CLIENT_CLOSED_REQUEST, type RequestTrace } from "./request-trace.ts";
import { usageOf } from "./upstream/openai-compatible-provider.ts";

interface StreamChunk {
  readonly choices?: readonly { readonly delta?: { readonly content?: unknown } }[];
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
  let answer = "";
  let usage: Usage | null = null;
  try {
    for await (const data of started.events) {
      const chunk = JSON.parse(data) as StreamChunk;
      const delta = chunk.choices?.[0]?.delta?.content;
      if (typeof delta === "string" && delta !== "") {
        trace.firstTokenSent();
        answer += delta;
      }
      usage = usageOf(chunk.usage) ?? usage;
      out.write(`data: ${data.includes("\n") ? JSON.stringify(chunk) : data}\n\n`);
    }
    if (!usage) {
      usage = estimate(answer);
      out.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`);
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
    trace.usage = usage ?? estimate(answer);
    trace.responseContent = answer;
  }
}
