import { messageText } from "../../core/chat-completions/chat-message-text.ts";

/** What the log keeps of an answer: its words, and apart from them the calls it made. */
export interface LoggedAnswer {
  /** The answer's text and refusal; null when it only called tools. */
  readonly words: string | null;
  /** The JSON text of its calls in chat completions' `tool_calls` shape; null when it made none. */
  readonly toolCalls: string | null;
}

type Json = Readonly<Record<string, unknown>>;

/** An assistant message in chat completions' shape, as the log keeps it. */
export function loggedAnswerOf(message: unknown): LoggedAnswer {
  const {
    content,
    refusal,
    tool_calls: toolCalls,
    function_call: functionCall,
  } = isObject(message) ? message : ({} as Json);
  const calls = [
    ...(Array.isArray(toolCalls) ? toolCalls.filter(isObject) : []),
    // The deprecated function_call is logged as the one call it is.
    ...(isObject(functionCall) ? [{ type: "function", function: functionCall }] : []),
  ];
  const words = messageText({ role: "assistant", content, refusal });
  return {
    words: words === "" && calls.length > 0 ? null : words,
    toolCalls: calls.length > 0 ? JSON.stringify(calls) : null,
  };
}

/**
 * A whole chat completion (its JSON text) as the log keeps it: its first choice. `text` is that choice's text as
 * the provider read it (calls included): the words when the answer made no call, which saves reading the body again.
 */
export function loggedCompletion(body: string, text: string): LoggedAnswer {
  if (!body.includes('"tool_calls"') && !body.includes('"function_call"'))
    return { words: text, toolCalls: null };
  try {
    const completion = JSON.parse(body) as { choices?: { message?: unknown }[] } | null;
    return loggedAnswerOf(completion?.choices?.[0]?.message);
  } catch {
    return { words: text, toolCalls: null };
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
