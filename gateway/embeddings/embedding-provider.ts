import type { EncodingFormat } from "./embedding-body.dto.ts";
import type { EmbeddingInput } from "./embedding-input.ts";

/** One call to a provider of embeddings, in the provider's terms. */
export interface EmbeddingCall {
  /** The name the provider knows the model by. */
  readonly model: string;
  /** The gateway's name (the catalogue's systemName), for answers that name it. */
  readonly systemName: string;
  /** After the department's PII handling. */
  readonly input: EmbeddingInput;
  /** The vector length to answer with: the one asked for, else the model's. */
  readonly dimensions: number;
  readonly encodingFormat: EncodingFormat;
  /** The body's other fields (dimensions, encoding_format, user, …), to forward as the client sent them. */
  readonly forwardedFields: Readonly<Record<string, unknown>>;
  /** The catalogue's typical time to answer, which the simulated provider plays out. */
  readonly latencyMs: number;
  readonly signal: AbortSignal;
}

/** Input tokens in OpenAI's names: embeddings have no output. */
export interface EmbeddingUsage {
  readonly prompt_tokens: number;
  readonly total_tokens: number;
}

/** An answer: the JSON to send the client as it is, and what the log needs from it. */
export interface EmbeddingAnswer {
  readonly body: string;
  readonly vectors: number;
  /** The length of the vectors; null when the provider answered none. */
  readonly dimensions: number | null;
  readonly usage: EmbeddingUsage;
  /** The usage is the gateway's estimate, not the provider's count. */
  readonly usageEstimated: boolean;
  /** The model the provider says answered, in its own name. */
  readonly providerModel: string;
}

/** Something that answers embeddings: an OpenAI-compatible upstream or the simulated provider. */
export interface EmbeddingProvider {
  embed(call: EmbeddingCall): Promise<EmbeddingAnswer>;
}
