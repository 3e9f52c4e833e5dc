import { isPlainObject } from "./plain-object.ts";

/**
 * Anthropic's Message, as the current SDK (@anthropic-ai/sdk, `Message`) types it: every field it requires is
 * present, `null` where the chat answer has nothing to say (container, diagnostics, citations, …).
 */

export type StopReason =
  | "end_turn"
  | "max_tokens"
  | "stop_sequence"
  | "tool_use"
  | "pause_turn"
  | "refusal"
  | "model_context_window_exceeded";

export interface AnthropicTextBlock {
  readonly type: "text";
  readonly text: string;
  readonly citations: null;
}

export interface AnthropicToolUseBlock {
  readonly type: "tool_use";
  readonly id: string;
  readonly name: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** The model called the tool itself (not Anthropic's code execution). */
  readonly caller: { readonly type: "direct" };
}

export type AnthropicContentBlock = AnthropicTextBlock | AnthropicToolUseBlock;

export interface AnthropicUsage {
  readonly input_tokens: number;
  readonly output_tokens: number;
  readonly cache_creation_input_tokens: number | null;
  readonly cache_read_input_tokens: number | null;
  readonly cache_creation: null;
  readonly inference_geo: null;
  readonly output_tokens_details: { readonly thinking_tokens: number } | null;
  readonly server_tool_use: null;
  readonly service_tier: "standard" | "priority" | "batch" | null;
  readonly speed: null;
}

export interface RefusalStopDetails {
  readonly type: "refusal";
  readonly category: null;
  readonly explanation: null;
}

/** Why the answer stopped, as a Message and a stream's `message_delta` say it. */
export interface StopOutcome {
  readonly stop_reason: StopReason;
  readonly stop_sequence: string | null;
  readonly stop_details: RefusalStopDetails | null;
}

export interface AnthropicMessage {
  readonly id: string;
  readonly type: "message";
  readonly role: "assistant";
  readonly model: string;
  readonly content: readonly AnthropicContentBlock[];
  readonly stop_reason: StopReason | null;
  readonly stop_sequence: string | null;
  readonly stop_details: RefusalStopDetails | null;
  readonly container: null;
  readonly diagnostics: null;
  readonly usage: AnthropicUsage;
}

/** A Message from its parts; `outcome` is null while a stream is still running. */
export function anthropicMessage(parts: {
  readonly id: string;
  readonly model: string;
  readonly content: readonly AnthropicContentBlock[];
  readonly outcome: StopOutcome | null;
  readonly usage: AnthropicUsage;
}): AnthropicMessage {
  const { id, model, content, outcome, usage } = parts;
  return {
    id,
    type: "message",
    role: "assistant",
    model,
    content,
    stop_reason: outcome?.stop_reason ?? null,
    stop_sequence: outcome?.stop_sequence ?? null,
    stop_details: outcome?.stop_details ?? null,
    container: null,
    diagnostics: null,
    usage,
  };
}

export function textBlock(text: string): AnthropicTextBlock {
  return { type: "text", text, citations: null };
}

/**
 * A chat tool call as a tool use, its id unchanged (the client sends it back as the tool result's `tool_use_id`,
 * which becomes the chat `tool_call_id`). Anthropic's input is always an object: arguments that are not a JSON
 * object (cut off by the token limit, say) give `{}` rather than an invented field a client would pass to its tool.
 */
export function toolUseBlock(id: string, name: string, argumentsText: string): AnthropicToolUseBlock {
  return { type: "tool_use", id, name, input: inputOf(argumentsText), caller: { type: "direct" } };
}

/** The id of a tool call an upstream sent without one: unique within the message, stable for its position. */
export function toolUseIdOf(id: unknown, messageId: string, position: number): string {
  return typeof id === "string" && id !== "" ? id : `toolu_${messageId}_${position}`;
}

function inputOf(argumentsText: string): Readonly<Record<string, unknown>> {
  try {
    const input: unknown = JSON.parse(argumentsText);
    return isPlainObject(input) ? input : {};
  } catch {
    return {};
  }
}
