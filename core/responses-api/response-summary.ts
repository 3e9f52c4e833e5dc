import { messageText } from "../chat-completions/chat-message-text.ts";
import { isJsonObject } from "./json-object.ts";
import { chatMessageOfResponse } from "./response-of-chat-completion.ts";

/** What the request log keeps of a Response a native Responses upstream answered. */
export interface ResponseSummary {
  /** The output text, refusal and function calls, read as chat's messageText reads an assistant message. */
  readonly text: string;
  readonly inputTokens: number | null;
  readonly outputTokens: number | null;
  /** Of the input tokens, those read from the provider's prompt cache; null when it does not say. */
  readonly cachedInputTokens: number | null;
  readonly model: string | null;
}

/** The summary of a Response; whatever is missing or malformed reads as empty or null. */
export function summaryOfResponse(response: unknown): ResponseSummary {
  if (!isJsonObject(response))
    return { text: "", inputTokens: null, outputTokens: null, cachedInputTokens: null, model: null };
  const usage = isJsonObject(response.usage) ? response.usage : {};
  const details = isJsonObject(usage.input_tokens_details) ? usage.input_tokens_details : {};
  return {
    text: messageText(chatMessageOfResponse(response)),
    inputTokens: tokens(usage.input_tokens),
    outputTokens: tokens(usage.output_tokens),
    cachedInputTokens: tokens(details.cached_tokens),
    model: typeof response.model === "string" ? response.model : null,
  };
}

function tokens(value: unknown): number | null {
  return Number.isFinite(value) ? (value as number) : null;
}
