import { chatMessagesOfMessages } from "./chat-messages-of-messages.ts";
import { chatOptionsOf } from "./chat-options-of-messages.ts";
import { chatToolFields } from "./chat-tools-of-messages.ts";
import { invalidField } from "./messages-request-error.ts";

/**
 * The Messages fields this module turns into chat fields. `cache_control` is accepted and not passed on: prompt
 * caching is the upstream's own business (OpenAI caches by itself), and a marker changes no answer.
 */
const TRANSLATED: ReadonlySet<string> = new Set([
  // Stryker disable next-line StringLiteral: the body's model passed on would be written over by `model`
  "model",
  "max_tokens",
  // Stryker disable next-line StringLiteral: the body's messages passed on would be written over by `messages`
  "messages",
  "system",
  "tools",
  "tool_choice",
  "stop_sequences",
  "top_k",
  "temperature",
  "metadata",
  "thinking",
  "output_config",
  "service_tier",
  "cache_control",
]);

/**
 * The chat-completions body that asks for what a body of Anthropic's POST /v1/messages asks for. `stream`,
 * `top_p`, the gateway's `routing_strategy` and any field this module does not know pass unchanged, so nothing
 * is dropped in silence; what a chat model cannot honour is a MessagesRequestError naming the field.
 */
export function chatBodyOfMessages(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { model, max_tokens: maxTokens } = body;
  if (typeof model !== "string" || model.trim() === "")
    throw invalidField("model", "must name the model to use");
  // Anthropic requires max_tokens. Its 0 (fill the prompt cache, answer nothing) has no chat equivalent.
  if (typeof maxTokens !== "number" || !Number.isInteger(maxTokens) || maxTokens < 1)
    throw invalidField("max_tokens", "is required: a whole number of tokens, at least 1");
  const passed = Object.entries(body).filter(([name]) => !TRANSLATED.has(name));
  return {
    ...Object.fromEntries(passed),
    model,
    messages: chatMessagesOfMessages(body.system, body.messages),
    max_completion_tokens: maxTokens,
    ...chatToolFields(body.tools, body.tool_choice),
    ...chatOptionsOf(body),
  };
}
