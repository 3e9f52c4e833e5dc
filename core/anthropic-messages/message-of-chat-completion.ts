import {
  type AnthropicContentBlock,
  type AnthropicMessage,
  anthropicMessage,
  textBlock,
  toolUseBlock,
  toolUseIdOf,
} from "./anthropic-message.ts";
import { messageUsageOf } from "./message-usage.ts";
import { isPlainObject } from "./plain-object.ts";
import { firstChoiceOf, stopOutcomeOf } from "./stop-outcome.ts";

/** What the answer is told besides the chat completion: its id (`msg_…`), the model's name, the stop sequences. */
export interface MessageContext {
  readonly id: string;
  readonly model: string;
  readonly stopSequences?: readonly string[];
}

/**
 * The Message that answers a Messages request served by a chat model: the text as a text block, a refusal as a
 * text block that stops for "refusal", each tool call as a tool_use block with the call's id.
 */
export function messageOfChatCompletion(
  completion: Readonly<Record<string, unknown>>,
  context: MessageContext,
): AnthropicMessage {
  const choice = firstChoiceOf(completion.choices) ?? {};
  const message = isPlainObject(choice.message) ? choice.message : {};
  const text = textOf(message.content);
  const refusal = typeof message.refusal === "string" && message.refusal !== "" ? message.refusal : null;
  const toolCalls = Array.isArray(message.tool_calls) ? message.tool_calls.filter(isPlainObject) : [];
  const content: AnthropicContentBlock[] = [
    ...(text === "" ? [] : [textBlock(text)]),
    ...(refusal === null ? [] : [textBlock(refusal)]),
    ...toolCalls.map((call, position) => {
      const fn = isPlainObject(call.function) ? call.function : {};
      return toolUseBlock(
        toolUseIdOf(call.id, context.id, position),
        typeof fn.name === "string" ? fn.name : "",
        typeof fn.arguments === "string" ? fn.arguments : "{}",
      );
    }),
  ];
  const facts = { toolUse: toolCalls.length > 0, refused: refusal !== null };
  return anthropicMessage({
    id: context.id,
    model: context.model,
    content,
    outcome: stopOutcomeOf(choice, facts, context.stopSequences),
    usage: messageUsageOf(completion.usage, completion.service_tier),
  });
}

/** A chat message's content: a string, or content parts whose texts are joined. */
function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part) => (isPlainObject(part) && typeof part.text === "string" ? part.text : ""))
    .join("");
}
