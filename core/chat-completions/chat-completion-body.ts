import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import type { ChatMessage, ChatRole } from "./chat-message.ts";
import type { FunctionTool } from "./function-tool.ts";
import { withinBounds } from "./playground-settings.ts";
import { RoutingStrategy } from "./routing-strategy.ts";

/** How many of the latest messages go to the gateway; older turns are left out to bound the prompt. */
export const CONTEXT_MESSAGE_LIMIT = 20;

/** A part of a message's content in OpenAI's names: words, or an image given by its data URL. */
export type WireContentPart =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "image_url"; readonly image_url: { readonly url: string } };

/** A call as an assistant message carries it in OpenAI's names. */
export interface WireToolCall {
  readonly id: string;
  readonly type: "function";
  readonly function: { readonly name: string; readonly arguments: string };
}

/** A message of the body, in OpenAI's names. */
export interface WireChatMessage {
  readonly role: ChatRole;
  readonly content: string | readonly WireContentPart[] | null;
  readonly tool_calls?: readonly WireToolCall[];
  readonly tool_call_id?: string;
}

/** OpenAI's response_format asking for JSON that follows a schema. */
export interface WireResponseFormat {
  readonly type: "json_schema";
  readonly json_schema: {
    readonly name: string;
    readonly schema: Readonly<Record<string, unknown>>;
    readonly strict: boolean;
  };
}

/** The JSON body of POST /chat/completions (SPEC §7), in the gateway's OpenAI-compatible names. */
export interface ChatCompletionBody {
  readonly messages: readonly WireChatMessage[];
  readonly model: string;
  readonly temperature: number;
  readonly top_p: number;
  readonly frequency_penalty: number;
  readonly stream: boolean;
  readonly max_tokens?: number;
  readonly reasoning_effort?: string;
  readonly max_completion_tokens?: number;
  readonly store?: boolean;
  /** The routing strategy's label (RoutingStrategy), only when one is chosen. */
  readonly routing_strategy?: string;
  /** Only when tools are offered. */
  readonly tools?: readonly FunctionTool[];
  /** Only when the answer must follow a schema. */
  readonly response_format?: WireResponseFormat;
}

/**
 * The body the playground sends (SPEC §7): messages without content are dropped unless they ask for tools, only
 * the latest are kept without parting a tool's result from the call it answers, the system prompt goes first when
 * set; a reasoning model gets reasoning_effort, max_completion_tokens and store instead of max_tokens; a chosen
 * routing strategy goes as routing_strategy; tools and a response schema go when set.
 */
export function chatCompletionBody(request: ChatCompletionRequest, stream: boolean): ChatCompletionBody {
  const settings = withinBounds(request.settings);
  const conversation = latestMessages(request.messages, CONTEXT_MESSAGE_LIMIT).map(wireMessage);
  const systemPrompt = request.systemPrompt?.trim();
  const messages = systemPrompt
    ? [{ role: "system" as const, content: systemPrompt }, ...conversation]
    : conversation;
  const strategy = request.routingStrategy;
  const format = request.responseFormat;
  const common = {
    messages,
    model: request.model.systemName,
    temperature: settings.temperature,
    top_p: settings.topP,
    frequency_penalty: settings.repetitionPenalty,
    stream,
    ...(strategy && strategy !== RoutingStrategy.NONE ? { routing_strategy: strategy } : {}),
    ...(request.tools && request.tools.length > 0 ? { tools: request.tools } : {}),
    ...(format
      ? {
          response_format: {
            type: "json_schema" as const,
            json_schema: { name: format.name, schema: format.schema, strict: format.strict },
          },
        }
      : {}),
  };
  return request.model.hasReasoning
    ? {
        ...common,
        reasoning_effort: settings.reasoningEffort,
        max_completion_tokens: settings.maxCompletionTokens,
        store: settings.store,
      }
    : { ...common, max_tokens: settings.maxTokens };
}

/**
 * The messages worth sending, the latest `limit` of them: a message without content goes only when it asks for
 * tools. A tool result never goes without the assistant message that asked for it: when the window would start
 * among a call's results it reaches back to that message, and a result whose call is nowhere is left out (a
 * provider refuses it).
 */
export function latestMessages(messages: readonly ChatMessage[], limit: number): ChatMessage[] {
  const worth = withoutOrphanResults(
    messages.filter((message) => message.content !== null || (message.toolCalls?.length ?? 0) > 0),
  );
  let start = Math.max(0, worth.length - limit);
  while (start > 0 && worth[start]?.role === "tool") start -= 1;
  return worth.slice(start);
}

function withoutOrphanResults(messages: readonly ChatMessage[]): ChatMessage[] {
  const asked = new Set<string>();
  return messages.filter((message) => {
    for (const call of message.toolCalls ?? []) asked.add(call.id);
    return message.role !== "tool" || (message.toolCallId !== undefined && asked.has(message.toolCallId));
  });
}

function wireMessage(message: ChatMessage): WireChatMessage {
  const images = message.images ?? [];
  const content: WireChatMessage["content"] =
    images.length > 0
      ? [
          ...(message.content ? [{ type: "text" as const, text: message.content }] : []),
          ...images.map((url) => ({ type: "image_url" as const, image_url: { url } })),
        ]
      : message.content;
  const calls = message.toolCalls ?? [];
  return {
    role: message.role,
    content,
    ...(calls.length > 0
      ? {
          tool_calls: calls.map((call) => ({
            id: call.id,
            type: "function" as const,
            function: { name: call.name, arguments: call.arguments },
          })),
        }
      : {}),
    ...(message.role === "tool" && message.toolCallId ? { tool_call_id: message.toolCallId } : {}),
  };
}

/** The question a completion answers: the last thing the person asked. */
export function questionOf(request: ChatCompletionRequest): string {
  return request.messages.findLast((message) => message.role === "user")?.content ?? "";
}
