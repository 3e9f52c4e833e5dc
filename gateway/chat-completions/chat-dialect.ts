import type { OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";
import type { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import type { HttpProblem } from "../server/http-problem.ts";
import type { Caller } from "./authenticate-caller.ts";
import type { Usage } from "./completion-provider.ts";
import type { NativeRequest } from "./native-api.ts";

/** What served a request, for answers that name it or keep it. */
export interface ServedModel {
  /** The gateway's name of the model (the catalogue's systemName). */
  readonly systemName: string;
  /** The gateway's estimate of the prompt's tokens, for answers that must state them before the provider does. */
  readonly estimatedPromptTokens: number;
  /** The messages as the provider got them: after the department's PII handling. */
  readonly forwardedMessages: readonly OpenAiChatMessage[];
}

/** A chunk of a streamed chat completion, as far as the stream writers read it. */
export type ChatChunk = Readonly<Record<string, unknown>>;

/**
 * How an endpoint that rides on chat completions speaks to its clients: POST /chat/completions itself, OpenAI's
 * Responses API, Anthropic's Messages API. The request is read into a chat body, the chat answer written back in
 * the endpoint's own shape; everything between (governance, routing, providers, the log) is the chat pipeline's.
 */
export interface ChatDialect {
  /** The endpoint as the usage logs name it. */
  readonly endpoint: UsageEndpoint;
  /**
   * Reads one request; a request malformed in the endpoint's own terms is refused here with an HttpProblem naming
   * the field as the client wrote it.
   */
  read(body: unknown, caller: Caller): Promise<DialectRequest>;
}

/** One request read by a dialect: what it amounts to in chat completions, and how its answer is written back. */
export interface DialectRequest {
  /** The chat-completions body, for readChatRequest to check. */
  readonly chatBody: unknown;
  /** The request as sent, for upstreams that speak the endpoint's API natively; none for chat completions. */
  readonly native?: NativeRequest;
  /** Why the request cannot be answered by translation (a previous response the gateway does not keep). */
  readonly translationRefusal?: HttpProblem;
  /** The whole answer as the client gets it, from the provider's chat completion (JSON text). */
  wholeAnswer(completion: string, served: ServedModel): Promise<string>;
  /** Writes the streamed answer as server-sent events. */
  streamWriter(served: ServedModel): StreamWriter;
}

/** The server-sent events of one streamed answer, as text to write. */
export interface StreamWriter {
  /** Written before the provider's first chunk. */
  opening(): string;
  /** What one chunk of the provider's becomes; `data` is the chunk as the provider sent it. */
  chunk(data: string, chunk: ChatChunk): string;
  /** Written once the provider's stream is over; `estimated`: the provider sent no usage, this is the gateway's. */
  closing(usage: Usage, estimated: boolean): Promise<string>;
  /** Written when the provider's stream broke off. */
  failure(message: string): string;
}

/** A server-sent event naming its type, as the Responses and Messages APIs send them. */
export function typedServerSentEvent(event: { readonly type: string }): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * What routing reads of a request the dialect cannot translate (a field chat completions cannot carry): the model
 * and whether it streams, with an empty question. Such a request may still go as sent to an upstream that speaks
 * the endpoint's API; any other route answers the translation's refusal.
 */
export function routingOnlyChatBody(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { model: body.model, stream: body.stream, messages: [{ role: "user", content: "" }] };
}
