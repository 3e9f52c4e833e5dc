import type { OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";

/** A chat message as forwarded to a provider: as the client sent it, its texts through the department's PII handling. */
export type ForwardedMessage = OpenAiChatMessage;

/** What goes to the provider of a chat request: its messages and other fields, through the department's PII handling. */
export interface ForwardedRequest {
  readonly messages: readonly ForwardedMessage[];
  readonly fields: Readonly<Record<string, unknown>>;
}

/** Token counts in OpenAI's names. */
export interface Usage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens: number;
  /** Of the prompt tokens, those the upstream read from its prompt cache, when it says. */
  readonly cached_tokens?: number;
}

/** One call to a provider, in the provider's terms. */
export interface ProviderCall {
  /** The name the provider knows the model by. */
  readonly model: string;
  /** The gateway's name (the catalogue's systemName), for answers that name it. */
  readonly systemName: string;
  readonly messages: readonly ForwardedMessage[];
  /** The client's other fields, passed on as sent (tools with their descriptions redacted like the messages). */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly maxOutputTokens: number | null;
  /** The catalogue's typical figures, which the simulated provider plays out. */
  readonly timeToFirstTokenMs: number;
  readonly tokensPerSecondOut: number;
  readonly signal: AbortSignal;
}

/** A whole answer: the JSON to send the client as it is, and what the log needs from it. */
export interface CompletedAnswer {
  readonly body: string;
  /** What the log keeps of the answer: its text, or its tool calls. */
  readonly content: string;
  readonly usage: Usage;
  /** The usage is the gateway's estimate, not the provider's count. */
  readonly usageEstimated: boolean;
  /** The model the provider says answered, in its own name. */
  readonly providerModel: string | null;
}

/** A streamed answer: the data of each server-sent event, without the final [DONE]. */
export interface StartedStream {
  readonly events: AsyncIterable<string>;
  /** The usage the stream reports is the provider's own approximation (the simulated provider's): logged as such. */
  readonly usageApproximated?: boolean;
}

/** Something that answers chat completions: an OpenAI-compatible upstream or the simulated provider. */
export interface CompletionProvider {
  /** Recorded as the request's vendor. */
  readonly vendor: string;
  /** Sent as x-gateway-provider: the upstream's name, or `simulated`. */
  readonly label: string;
  complete(call: ProviderCall): Promise<CompletedAnswer>;
  /** Resolves once the provider accepted the request, so a refusal can still be answered as JSON. */
  stream(call: ProviderCall): Promise<StartedStream>;
}

/** The provider could not answer: refused, unreachable, timed out or unreadable. Answered 502. */
export class UpstreamFailure extends Error {
  override readonly name = "UpstreamFailure";

  /** `upstreamStatus`: the HTTP status the provider answered; null when it answered none (unreachable, too slow). */
  constructor(
    message: string,
    readonly upstreamStatus: number | null = null,
  ) {
    super(message);
  }
}
