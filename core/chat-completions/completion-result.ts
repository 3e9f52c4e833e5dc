import type { ToolCall } from "./chat-message.ts";

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
  /** The answer's words; empty when the model only asked for tools. */
  readonly message: string;
  /** The functions the model asked to call, in its order; absent or empty when it answered in words. */
  readonly toolCalls?: readonly ToolCall[];
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
  /** A piece of tool call number `index`: its id and name come first, its arguments in pieces after. */
  | {
      readonly kind: "toolCall";
      readonly index: number;
      readonly id?: string;
      readonly name?: string;
      readonly arguments: string;
    }
  | { readonly kind: "usage"; readonly usage: CompletionUsage };

interface CompletionJson {
  readonly choices?: readonly {
    readonly message?: { readonly content?: unknown; readonly tool_calls?: unknown };
    readonly delta?: { readonly content?: unknown; readonly tool_calls?: unknown };
  }[];
  readonly usage?: CompletionUsage | null;
}

/** Reads a non-streamed answer: the first choice's message content or tool calls, and the usage. */
export function readCompletion(body: unknown, question: string): CompletionResult {
  const json = asCompletionJson(body);
  const message = json.choices?.[0]?.message;
  const toolCalls = wholeToolCalls(message?.tool_calls);
  const content = message?.content ?? (toolCalls.length > 0 ? "" : undefined);
  if (typeof content !== "string") throw new TypeError("The completion has no first choice with content");
  return {
    message: content,
    question,
    usage: usageOf(json),
    ...(toolCalls.length > 0 ? { toolCalls } : {}),
  };
}

/** Reads one streamed chunk: the first choice's content delta, pieces of tool calls, then usage, as events. */
export function readCompletionChunk(body: unknown): ChatStreamEvent[] {
  const json = asCompletionJson(body);
  const delta = json.choices?.[0]?.delta;
  const text = delta?.content;
  const usage = usageOf(json);
  return [
    ...(typeof text === "string" && text !== "" ? [{ kind: "delta" as const, text }] : []),
    ...toolCallPieces(delta?.tool_calls),
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
    case "toolCall":
      return { ...result, toolCalls: withToolCallPiece(result.toolCalls ?? [], event) };
    case "usage":
      return { ...result, usage: event.usage };
  }
}

function withToolCallPiece(
  calls: readonly ToolCall[],
  piece: Extract<ChatStreamEvent, { kind: "toolCall" }>,
): ToolCall[] {
  const known = calls[piece.index] ?? { id: "", name: "", arguments: "" };
  const updated = {
    id: piece.id ?? known.id,
    name: known.name + (piece.name ?? ""),
    arguments: known.arguments + piece.arguments,
  };
  const next = [...calls];
  next[piece.index] = updated;
  // A provider numbers calls from 0; a gap would leave a hole no one could answer.
  return Array.from(next, (call) => call ?? { id: "", name: "", arguments: "" });
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

function wholeToolCalls(sent: unknown): ToolCall[] {
  if (!Array.isArray(sent)) return [];
  return sent.flatMap((call: unknown) => {
    const { id, function: fn } = (call ?? {}) as {
      id?: unknown;
      function?: { name?: unknown; arguments?: unknown };
    };
    if (typeof id !== "string" || typeof fn?.name !== "string") return [];
    return [{ id, name: fn.name, arguments: typeof fn.arguments === "string" ? fn.arguments : "" }];
  });
}

function toolCallPieces(sent: unknown): ChatStreamEvent[] {
  if (!Array.isArray(sent)) return [];
  return sent.flatMap((piece: unknown): ChatStreamEvent[] => {
    const {
      index,
      id,
      function: fn,
    } = (piece ?? {}) as {
      index?: unknown;
      id?: unknown;
      function?: { name?: unknown; arguments?: unknown };
    };
    if (typeof index !== "number" || !Number.isInteger(index) || index < 0) return [];
    return [
      {
        kind: "toolCall",
        index,
        ...(typeof id === "string" ? { id } : {}),
        ...(typeof fn?.name === "string" ? { name: fn.name } : {}),
        arguments: typeof fn?.arguments === "string" ? fn.arguments : "",
      },
    ];
  });
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
