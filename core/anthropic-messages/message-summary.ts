import { messageText } from "../chat-completions/chat-message-text.ts";
import { isPlainObject } from "./plain-object.ts";

/** What the request log keeps of an answer from an upstream that speaks Messages itself. */
export interface MessageSummary {
  /** The answer as the log keeps a chat answer's: its text, then each tool call's name and arguments. */
  readonly text: string;
  /** The whole input: input_tokens + cache_read_input_tokens + cache_creation_input_tokens. */
  readonly inputTokens: number | null;
  readonly outputTokens: number | null;
  /** Of those, the ones read from the prompt cache (cache_read_input_tokens); null when it does not say. */
  readonly cachedInputTokens: number | null;
  readonly model: string | null;
}

interface ToolCall {
  readonly name: string;
  readonly arguments: string;
}

/** The summary of a whole Message; thinking blocks are the model's reasoning, not its answer, and are left out. */
export function summaryOfMessage(message: unknown): MessageSummary {
  const { content, usage, model } = isPlainObject(message) ? message : {};
  const blocks = Array.isArray(content) ? content.filter(isPlainObject) : [];
  const texts = blocks.flatMap((block) =>
    block.type === "text" && typeof block.text === "string" ? [block.text] : [],
  );
  const calls = blocks.flatMap((block) =>
    block.type === "tool_use"
      ? [{ name: String(block.name ?? ""), arguments: JSON.stringify(block.input ?? {}) }]
      : [],
  );
  return {
    text: answerText(texts, calls),
    ...tokensOf(usage),
    model: typeof model === "string" ? model : null,
  };
}

/** The text a chat message with the same content gives (chat-message-text.ts), so both kinds of answer log alike. */
export function answerText(texts: readonly string[], calls: readonly ToolCall[]): string {
  return messageText({
    role: "assistant",
    content: texts.length > 0 ? texts.join("") : null,
    tool_calls: calls.map((call) => ({ type: "function", function: call })),
  });
}

/** A usage's counts as the log keeps them; a count that is missing is unknown, not 0. */
export function tokensOf(
  usage: unknown,
): Pick<MessageSummary, "inputTokens" | "outputTokens" | "cachedInputTokens"> {
  const counts = isPlainObject(usage) ? usage : {};
  const input = countOf(counts.input_tokens);
  return {
    inputTokens:
      input === null
        ? null
        : input +
          (countOf(counts.cache_read_input_tokens) ?? 0) +
          (countOf(counts.cache_creation_input_tokens) ?? 0),
    outputTokens: countOf(counts.output_tokens),
    cachedInputTokens: countOf(counts.cache_read_input_tokens),
  };
}

function countOf(value: unknown): number | null {
  return Number.isFinite(value) ? (value as number) : null;
}

/** A message_delta's counts that replace message_start's when given (output_tokens always is), as the SDK does. */
const DELTA_COUNTS = ["input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"] as const;

/**
 * The summary of a native Messages stream, put together from its events as Anthropic's SDK accumulates them:
 * message_start's model and usage, each block's start and deltas, message_delta's usage.
 */
export class MessagesStreamSummary {
  private model: string | null = null;
  private usage: Record<string, unknown> = {};
  private readonly texts = new Map<number, string>();
  private readonly calls = new Map<
    number,
    { readonly name: string; readonly input: unknown; json: string }
  >();

  /** Adds one event; true when it carried some of the answer (for the time to first token). */
  add(event: unknown): boolean {
    if (!isPlainObject(event)) return false;
    const index = typeof event.index === "number" ? event.index : -1;
    switch (event.type) {
      case "message_start":
        this.start(event.message);
        return false;
      case "content_block_start":
        return this.startBlock(index, event.content_block);
      case "content_block_delta":
        return this.addDelta(index, event.delta);
      case "message_delta":
        this.addUsage(event.usage);
        return false;
      default:
        return false;
    }
  }

  summary(): MessageSummary {
    const calls = [...this.calls.values()].map(({ name, input, json }) => ({
      name,
      arguments: json || JSON.stringify(input ?? {}),
    }));
    return { text: answerText([...this.texts.values()], calls), ...tokensOf(this.usage), model: this.model };
  }

  private start(message: unknown): void {
    if (!isPlainObject(message)) return;
    if (typeof message.model === "string") this.model = message.model;
    if (isPlainObject(message.usage)) this.usage = { ...message.usage };
    if (Array.isArray(message.content))
      for (const [index, block] of message.content.entries()) this.startBlock(index, block);
  }

  private startBlock(index: number, block: unknown): boolean {
    if (!isPlainObject(block)) return false;
    if (block.type === "tool_use") {
      this.calls.set(index, { name: String(block.name ?? ""), input: block.input, json: "" });
      return true;
    }
    if (block.type !== "text" || typeof block.text !== "string") return false;
    this.texts.set(index, block.text);
    return block.text !== "";
  }

  private addDelta(index: number, delta: unknown): boolean {
    if (!isPlainObject(delta)) return false;
    const text = this.texts.get(index);
    if (delta.type === "text_delta" && typeof delta.text === "string" && text !== undefined) {
      this.texts.set(index, text + delta.text);
      return delta.text !== "";
    }
    const call = this.calls.get(index);
    if (delta.type === "input_json_delta" && typeof delta.partial_json === "string" && call) {
      call.json += delta.partial_json;
      return delta.partial_json !== "";
    }
    return false;
  }

  private addUsage(usage: unknown): void {
    if (!isPlainObject(usage)) return;
    if (typeof usage.output_tokens === "number") this.usage.output_tokens = usage.output_tokens;
    for (const name of DELTA_COUNTS) if (typeof usage[name] === "number") this.usage[name] = usage[name];
  }
}
