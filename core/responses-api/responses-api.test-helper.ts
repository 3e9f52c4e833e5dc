import type { ResponseContext } from "./response-object.ts";

/** Builders of the chat answers and contexts the Responses translation tests start from. */

type Fields = Record<string, unknown>;

export function responseContext(request: Fields = {}): ResponseContext {
  return {
    id: "resp_abc123",
    createdAt: 1_700_000_000,
    model: "gpt-test",
    request: { model: "gpt-test", ...request },
  };
}

export function toolCall(id: string, name: string, args: string): Fields {
  return { id, type: "function", function: { name, arguments: args } };
}

/** A whole chat.completion whose single choice holds `message` and stopped for `finishReason`. */
export function chatCompletion(message: Fields, finishReason = "stop", extra: Fields = {}): Fields {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "upstream-model",
    choices: [
      { index: 0, message: { role: "assistant", content: null, ...message }, finish_reason: finishReason },
    ],
    usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
    ...extra,
  };
}

/** A chat.completion.chunk whose first choice carries `delta` (and a finish reason, when given). */
export function chunk(delta: Fields, finishReason: string | null = null, choice: Fields = {}): Fields {
  return {
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "upstream-model",
    choices: [{ index: 0, delta, finish_reason: finishReason, ...choice }],
  };
}

export function toolCallChunk(
  index: number,
  fragment: { id?: string; name?: string; arguments?: string },
): Fields {
  const { id, name, arguments: args } = fragment;
  const fn = { ...(name === undefined ? {} : { name }), ...(args === undefined ? {} : { arguments: args }) };
  return chunk({
    tool_calls: [{ index, ...(id === undefined ? {} : { id, type: "function" }), function: fn }],
  });
}

export function usageChunk(usage: Fields): Fields {
  return { id: "chatcmpl-1", object: "chat.completion.chunk", choices: [], usage };
}
