import type { IncomingHttpHeaders } from "node:http";
import type { RedactText } from "../../core/pii/redact-chat-request.ts";
import type { UpstreamApi, UpstreamConfig } from "./upstream-config.ts";

/** What the log keeps of an answer in an upstream's own API. */
export interface NativeAnswerSummary {
  readonly text: string;
  readonly inputTokens: number | null;
  readonly outputTokens: number | null;
  /** Of the input tokens, those read from the upstream's prompt cache; null when it does not say. */
  readonly cachedInputTokens: number | null;
  readonly model: string | null;
}

/** Reads a streamed answer's events as they pass. */
export interface NativeStreamSummary {
  /** True when the event carried something of the answer (for the time to first token). */
  add(event: unknown): boolean;
  summary(): NativeAnswerSummary;
  /** The event that tells the client the upstream's stream broke off, following the events that passed. */
  failureEvent(message: string): { readonly type: string };
}

/**
 * An API that some upstreams speak natively (OpenAI's Responses API, Anthropic's Messages API): a request in it
 * goes to such an upstream as the client sent it (its texts through the department's PII handling, the model
 * named as the upstream knows it) and the answer comes back as the upstream wrote it.
 */
export interface NativeApi {
  readonly api: UpstreamApi;
  /** Below the upstream's base URL: "/responses", "/messages". */
  readonly path: string;
  /** The upstream's key in the header its API wants, and the client's headers that this API passes on. */
  headers(upstream: UpstreamConfig, client: IncomingHttpHeaders): Record<string, string>;
  redact(body: Readonly<Record<string, unknown>>, redact: RedactText): Record<string, unknown>;
  summaryOf(answer: unknown): NativeAnswerSummary;
  streamSummary(): NativeStreamSummary;
}

/** A request that an upstream speaking the API natively would get as it is. */
export interface NativeRequest {
  readonly api: NativeApi;
  readonly body: Readonly<Record<string, unknown>>;
}

/** Whether a configured upstream (null: the simulated provider, which speaks chat completions) speaks the API. */
export function speaks(upstream: UpstreamConfig | null, api: UpstreamApi): boolean {
  return (upstream?.apis ?? ["chat-completions"]).includes(api);
}
