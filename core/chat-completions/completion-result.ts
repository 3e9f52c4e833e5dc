/** Token counts of one completion, in the gateway's names. */
export interface CompletionUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens: number;
}

/** The answer the playground shows (SPEC §3): the first choice's content, the question, the usage. */
export interface CompletionResult {
  readonly message: string;
  readonly question: string;
  readonly usage: CompletionUsage | null;
}

/** What a streamed completion emits: pieces of the answer, then its usage when the gateway sends it. */
export type ChatStreamEvent =
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
  return event.kind === "delta"
    ? { ...result, message: result.message + event.text }
    : { ...result, usage: event.usage };
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
