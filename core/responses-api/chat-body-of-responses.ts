import type { OpenAiChatMessage } from "../chat-completions/chat-message-text.ts";
import { chatMessagesOfInput } from "./chat-messages-of-input.ts";
import { chatOptionFields } from "./chat-options-of-responses.ts";
import { chatToolFields } from "./chat-tools-of-responses.ts";
import { checkGatewayHeldFields } from "./gateway-held-fields.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

/** A Responses request as a chat-completions request, and the conversation to keep for the next turn. */
export interface TranslatedResponsesRequest {
  readonly chatBody: Record<string, unknown>;
  /** The earlier conversation and this request's input, without the instructions, which OpenAI does not carry on. */
  readonly conversation: readonly OpenAiChatMessage[];
}

/**
 * The Responses fields translated into chat's own, or held by the gateway. `metadata` is among the held ones:
 * chat completions take it only along with `store`, which the gateway keeps to itself; it is echoed in the
 * response instead. Every other field (temperature, top_p, user, service_tier, prompt_cache_key,
 * safety_identifier, routing_strategy, fields OpenAI adds later…) is named alike in chat and passes as sent.
 */
const HELD_FIELDS: ReadonlySet<string> = new Set([
  // Stryker disable next-line StringLiteral: the body's model passed on would be written over by `model: body.model`
  "model",
  "input",
  "instructions",
  "stream",
  "previous_response_id",
  "store",
  "metadata",
  "include",
  "background",
  "conversation",
  "truncation",
  "stream_options",
  "prompt",
  "max_tool_calls",
  "context_management",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "text",
  "reasoning",
  "max_output_tokens",
  "top_logprobs",
]);

/**
 * Translates a Responses API body into a chat-completions body: the instructions first, then the `earlier`
 * conversation (the one a previous_response_id names), then the input. Anything chat cannot carry is refused with
 * a ResponsesRequestError naming the field, never dropped.
 */
export function chatBodyOfResponses(
  body: Readonly<Record<string, unknown>>,
  earlier: readonly OpenAiChatMessage[],
): TranslatedResponsesRequest {
  if (typeof body.model !== "string" || body.model.trim() === "")
    throw ResponsesRequestError.at("model", "must name a model");
  checkGatewayHeldFields(body);
  const input = chatMessagesOfInput(body.input);
  const messages = [...instructionsOf(body.instructions), ...earlier, ...input];
  if (messages.length === 0) throw ResponsesRequestError.at("input", "must hold at least one item");
  const passed = Object.entries(body).filter(([field]) => !HELD_FIELDS.has(field));
  return {
    chatBody: {
      ...Object.fromEntries(passed),
      model: body.model,
      messages,
      ...(typeof body.stream === "boolean" ? { stream: body.stream } : {}),
      ...chatToolFields(body),
      ...chatOptionFields(body),
    },
    conversation: [...earlier, ...input],
  };
}

/**
 * OpenAI reads the instructions as a developer message. They go as `system`: OpenAI's chat completions read a
 * system message as the developer's for the models that know that role, and many OpenAI-compatible upstreams
 * (vLLM, Ollama, Groq, Mistral…) know only `system`.
 */
function instructionsOf(instructions: unknown): OpenAiChatMessage[] {
  if (instructions === undefined || instructions === null || instructions === "") return [];
  if (typeof instructions !== "string") throw ResponsesRequestError.at("instructions", "must be a string");
  return [{ role: "system", content: instructions }];
}
