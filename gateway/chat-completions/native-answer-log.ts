import type { OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";
import { chatMessageOfResponse } from "../../core/responses-api/response-of-chat-completion.ts";
import type { UpstreamApi } from "./upstream-config.ts";

type Json = Readonly<Record<string, unknown>>;

/** Events of a Responses stream that end it with the whole response. */
const FINAL_RESPONSE_EVENTS = new Set(["response.completed", "response.incomplete", "response.failed"]);

/**
 * An answer in an upstream's own API (a Response, an Anthropic Message) as the assistant message of chat
 * completions it amounts to, so the log keeps its words and tool calls as it keeps a chat answer's.
 */
export function chatMessageOfNativeAnswer(api: UpstreamApi, answer: unknown): OpenAiChatMessage | null {
  if (!isObject(answer)) return null;
  if (api === "responses") return chatMessageOfResponse(answer);
  if (api === "anthropic-messages") return chatMessageOfBlocks(objects(answer.content));
  return null;
}

/** Puts a native stream's answer back together from its events, as chatMessageOfNativeAnswer reads a whole one. */
export class NativeStreamAnswer {
  private final: unknown = null;
  /** A Messages stream's content blocks by index, a tool use's input arriving as pieces of JSON. */
  private readonly blocks = new Map<
    number,
    { type: unknown; id?: unknown; name?: unknown; text: string; json: string; input?: unknown }
  >();

  constructor(private readonly api: UpstreamApi) {}

  add(event: unknown): void {
    if (!isObject(event)) return;
    if (this.api === "responses") {
      if (typeof event.type === "string" && FINAL_RESPONSE_EVENTS.has(event.type))
        this.final = event.response;
      return;
    }
    const index = typeof event.index === "number" ? event.index : -1;
    if (event.type === "content_block_start" && isObject(event.content_block)) {
      const { type, id, name, text, input } = event.content_block;
      this.blocks.set(index, { type, id, name, input, text: typeof text === "string" ? text : "", json: "" });
    }
    const block = this.blocks.get(index);
    if (event.type !== "content_block_delta" || !block || !isObject(event.delta)) return;
    if (typeof event.delta.text === "string") block.text += event.delta.text;
    if (typeof event.delta.partial_json === "string") block.json += event.delta.partial_json;
  }

  message(): OpenAiChatMessage | null {
    if (this.api === "responses") return chatMessageOfNativeAnswer(this.api, this.final);
    const blocks = [...this.blocks.entries()]
      .sort(([a], [b]) => a - b)
      // The input's JSON as it came, even cut short by a broken stream.
      .map(([, block]) => ({ ...block, input: block.json === "" ? block.input : block.json }));
    return chatMessageOfBlocks(blocks);
  }
}

/** Text blocks become the content, joined as Anthropic's SDK joins them; tool uses the tool calls. */
function chatMessageOfBlocks(blocks: readonly Json[]): OpenAiChatMessage {
  const text = blocks.flatMap((block) =>
    block.type === "text" && typeof block.text === "string" ? [block.text] : [],
  );
  const calls = blocks
    .filter((block) => block.type === "tool_use")
    .map((block) => ({
      id: String(block.id ?? ""),
      type: "function",
      function: {
        name: String(block.name ?? ""),
        arguments: typeof block.input === "string" ? block.input : JSON.stringify(block.input ?? {}),
      },
    }));
  return {
    role: "assistant",
    content: text.length === 0 && calls.length > 0 ? null : text.join(""),
    ...(calls.length > 0 ? { tool_calls: calls } : {}),
  };
}

function objects(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
