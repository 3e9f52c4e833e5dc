import { PassThrough } from "node:stream";
import type { ModelReply } from "./model-exchange.ts";
import { CLIENT_CLOSED_REQUEST, type RequestTrace } from "./request-trace.ts";

/** Starts answering with server-sent events: the headers (no caching, no proxy buffering) and the stream to write. */
export function openEventStream(reply: ModelReply, headers: Record<string, string>): PassThrough {
  const out = new PassThrough();
  reply
    .headers({ ...headers, "cache-control": "no-cache", "x-accel-buffering": "no" })
    .type("text/event-stream")
    .send(out);
  return out;
}

/**
 * Records how a relayed stream that threw ended: the client hung up (499), or the provider's stream broke off,
 * which can only be told inside the stream (`failure` writes the event that says so) and is recorded as a 502.
 */
export function recordBrokenStream(
  error: unknown,
  out: PassThrough,
  trace: RequestTrace,
  clientGone: AbortSignal,
  failure: (message: string) => string,
): void {
  if (clientGone.aborted) {
    trace.finish(CLIENT_CLOSED_REQUEST, "The client closed the connection before the answer was complete");
    return;
  }
  const message = `The provider's stream failed: ${(error as Error).message}`;
  out.write(failure(message));
  trace.finish(502, message);
}
