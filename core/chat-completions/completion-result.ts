/** Token counts of one completion, in the gateway's names. */
export interface CompletionUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens: number;
  /** Of the prompt tokens, those the provider read from its prompt cache, when it says. */
  readonly cached_tokens?: number;
}

/** Which model and provider answered, and why the gateway chose it (told for 'Best Available' above all). */
export interface ServedBy {
  /** The gateway's name of the model that answered. */
  readonly model: string;
  readonly provider: string | null;
  /** The gateway's own words for its choice; null when it gave none. */
  readonly routingReason: string | null;
}

/** The answer the playground shows (SPEC §3): the first choice's content, the question, the usage. */
export interface CompletionResult {
  readonly message: string;
  readonly question: string;
  readonly usage: CompletionUsage | null;
  /** Known once the gateway has said what served the request. */
  readonly servedBy?: ServedBy | null;
}

/**
 * What a streamed completion emits: which model serves it (first, when the gateway says), pieces of the answer,
 * then its usage when the gateway sends it.
 */
export type ChatStreamEvent =
  | { readonly kind: "served"; readonly servedBy: ServedBy }
  | { readonly kind: "delta"; readonly text: string }
  | { readonly kind: "usage"; readonly usage: CompletionUsage };

interface CompletionJson {
  readonly choices?: readonly {
    readonly message?: { readonly content?: unknown };
    readonly delta?: { readonly content?: unknown };
  }[];
  readonly usage?: CompletionUsage | null;
}

/** Reads a non-streamed answer: the first choice's message content and the usage. */
export function readCompletion(body: unknown, question: string): CompletionResult {
  const json = asCompletionJson(body);
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new TypeError("The completion has no first choice with content");
  return { message: content, question, usage: usageOf(json) };
}

/** Reads one streamed chunk: the first choice's content delta, then usage, as events. */
export function readCompletionChunk(body: unknown): ChatStreamEvent[] {
  const json = asCompletionJson(body);
  const text = json.choices?.[0]?.delta?.content;
  const usage = usageOf(json);
  return [
    ...(typeof text === "string" && text !== "" ? [{ kind: "delta" as const, text }] : []),
    ...(usage ? [{ kind: "usage" as const, usage }] : []),
  ];
}

/** Folds streamed events into the answer shown so far. */
export function appendStreamEvent(result: CompletionResult, event: ChatStreamEvent): CompletionResult {
  switch (event.kind) {
    case "served":
      return { ...result, servedBy: event.servedBy };
    case "delta":
      return { ...result, message: result.message + event.text };
    case "usage":
      return { ...result, usage: event.usage };
  }
}

/** The response headers the gateway names what served a request with (x-gateway-model and its companions). */
export const SERVED_BY_HEADERS = {
  model: "x-gateway-model",
  provider: "x-gateway-provider",
  routingReason: "x-gateway-routing-reason",
} as const;

/** Reads which model served a request from its response headers; null when the gateway did not say. */
export function readServedBy(header: (name: string) => string | null | undefined): ServedBy | null {
  const model = header(SERVED_BY_HEADERS.model);
  if (!model) return null;
  return {
    model,
    provider: header(SERVED_BY_HEADERS.provider) || null,
    routingReason: header(SERVED_BY_HEADERS.routingReason) || null,
  };
}

function asCompletionJson(body: unknown): CompletionJson {
  if (typeof body !== "object" || body === null) throw new TypeError("The completion is not a JSON object");
  return body as CompletionJson;
}

function usageOf(json: CompletionJson): CompletionUsage | null {
  const usage = json.usage;
  if (!usage || typeof usage.total_tokens !== "number") return null;
  const { prompt_tokens, completion_tokens, total_tokens } = usage;
  return { prompt_tokens, completion_tokens, total_tokens };
}
