import { chatMessagesOfMessages } from "./chat-messages-of-messages.ts";
import { MessagesRequestError } from "./messages-request-error.ts";

/** Builders of Messages requests and chat answers for this folder's tests: each states only what a test needs. */

type Fields = Readonly<Record<string, unknown>>;

/** A valid Messages body (one user turn), with the fields given. */
export function messagesBody(fields: Fields = {}): Record<string, unknown> {
  return { model: "claude-sonnet-4-5", max_tokens: 1024, messages: [userTurn("Hello")], ...fields };
}

export function userTurn(content: unknown): Fields {
  return { role: "user", content };
}

export function assistantTurn(content: unknown): Fields {
  return { role: "assistant", content };
}

export function textBlock(text: string, fields: Fields = {}): Fields {
  return { type: "text", text, ...fields };
}

export function toolUse(id: string, name: string, input: unknown): Fields {
  return { type: "tool_use", id, name, input };
}

export function toolResult(toolUseId: string, content?: unknown, fields: Fields = {}): Fields {
  return {
    type: "tool_result",
    tool_use_id: toolUseId,
    ...(content === undefined ? {} : { content }),
    ...fields,
  };
}

export function base64Image(data = "iVBORw0KGgo=", mediaType = "image/png"): Fields {
  return { type: "image", source: { type: "base64", media_type: mediaType, data } };
}

/** A custom tool as Anthropic defines one. */
export function customTool(name: string, fields: Fields = {}): Fields {
  return { name, input_schema: { type: "object", properties: { city: { type: "string" } } }, ...fields };
}

/** A chat.completion whose first choice holds the message given. */
export function chatCompletion(message: Fields, finishReason = "stop", fields: Fields = {}): Fields {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finishReason }],
    usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
    ...fields,
  };
}

export function chatToolCall(id: string, name: string, args: string): Fields {
  return { id, type: "function", function: { name, arguments: args } };
}

/** A chat.completion.chunk whose first choice carries the delta given. */
export function chatChunk(delta: Fields, finishReason: string | null = null): Fields {
  return { object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finishReason }] };
}

/** A piece of a streamed tool call: the first carries id and name, the later ones arguments. */
export function toolCallPiece(
  index: number,
  piece: { id?: string; name?: string; arguments?: string },
): Fields {
  const { id, name, arguments: args } = piece;
  const fn = { ...(name === undefined ? {} : { name }), ...(args === undefined ? {} : { arguments: args }) };
  return chatChunk({
    tool_calls: [{ index, ...(id === undefined ? {} : { id, type: "function" }), function: fn }],
  });
}

/** The gateway's last chunk: no choice, the usage. */
export function usageChunk(promptTokens: number, completionTokens: number, cachedTokens?: number): Fields {
  return {
    object: "chat.completion.chunk",
    choices: [],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      ...(cachedTokens === undefined ? {} : { prompt_tokens_details: { cached_tokens: cachedTokens } }),
    },
  };
}

/** The MessagesRequestError a translation throws; fails the test when it throws none. */
export function refusalOf(translate: () => unknown): MessagesRequestError {
  try {
    translate();
  } catch (error) {
    if (error instanceof MessagesRequestError) return error;
    throw error;
  }
  throw new Error("The request was translated, not refused");
}

/** The chat messages a Messages conversation becomes, without a system prompt. */
export const chatOf = (...messages: unknown[]) => chatMessagesOfMessages(undefined, messages);

/** An assistant turn that says it looks, then asks for the weather of Oslo under this tool-use id. */
export const weatherTurn = (id = "toolu_1") =>
  assistantTurn([textBlock("Let me look."), toolUse(id, "weather", { city: "Oslo" })]);
