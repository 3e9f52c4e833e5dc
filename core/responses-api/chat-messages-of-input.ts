import type { OpenAiChatMessage } from "../chat-completions/chat-message-text.ts";
import { type ChatPart, chatPartOfInput, INPUT_PARTS } from "./chat-parts-of-input.ts";
import { isJsonObject } from "./json-object.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

type Item = Readonly<Record<string, unknown>>;
type Role = "user" | "assistant" | "system" | "developer";

const ROLES: readonly Role[] = ["user", "assistant", "system", "developer"];
const ITEM_TYPES = ["message", "function_call", "function_call_output"];

/**
 * A Responses `input` (a string, or a list of messages and function call items) as the chat messages that say the
 * same. Consecutive function calls, and the assistant message just before them, become one assistant message with
 * all its tool calls; call ids pass unchanged, so each function_call_output still answers its call.
 */
export function chatMessagesOfInput(input: unknown): OpenAiChatMessage[] {
  if (typeof input === "string") return [{ role: "user", content: input }];
  if (!Array.isArray(input))
    throw ResponsesRequestError.at("input", "must be a string or a list of input items");
  const messages: OpenAiChatMessage[] = [];
  for (const [index, item] of input.entries()) addItem(messages, item, `input[${index}]`);
  return messages;
}

function addItem(messages: OpenAiChatMessage[], item: unknown, where: string): void {
  if (!isJsonObject(item)) throw ResponsesRequestError.at(where, "must be a message or an item with a type");
  const type = item.type ?? "message";
  if (type === "message") messages.push(messageOf(item, where));
  else if (type === "function_call") addToolCall(messages, toolCallOf(item, where));
  else if (type === "function_call_output") messages.push(toolMessageOf(item, where));
  // A reasoning item carries the model's own reasoning from an earlier turn, mostly encrypted for OpenAI's models
  // alone; a chat-completions model takes no such input and answers the same without it. (This gateway's answers
  // never hold one: only a native Responses upstream writes them.)
  else if (type === "reasoning") return;
  else if (type === "item_reference")
    throw ResponsesRequestError.at(
      `${where}.type`,
      "item_reference is not offered: send the item itself, or continue a stored response with previous_response_id",
    );
  else throw ResponsesRequestError.at(`${where}.type`, `must be one of: ${ITEM_TYPES.join(", ")}`);
}

function messageOf(item: Item, where: string): OpenAiChatMessage {
  const role = item.role as Role;
  if (!ROLES.includes(role))
    throw ResponsesRequestError.at(`${where}.role`, `must be one of: ${ROLES.join(", ")}`);
  const { content } = item;
  if (typeof content === "string") return { role, content };
  if (!Array.isArray(content))
    throw ResponsesRequestError.at(`${where}.content`, "must be a string or a list of content parts");
  const parts = content.map((part, index) =>
    chatPartOfInput(part, INPUT_PARTS[role], `${where}.content[${index}]`),
  );
  return role === "assistant" ? assistantMessageOf(parts) : { role, content: parts };
}

/** Assistant text as one string and a refusal in its own field: the shape every chat upstream reads back. */
function assistantMessageOf(parts: readonly ChatPart[]): OpenAiChatMessage {
  const text = parts.flatMap((part) => (typeof part.text === "string" ? [part.text] : [])).join("");
  const refusals = parts.flatMap((part) => (typeof part.refusal === "string" ? [part.refusal] : []));
  if (refusals.length === 0) return { role: "assistant", content: text };
  return { role: "assistant", content: text === "" ? null : text, refusal: refusals.join("") };
}

function toolCallOf(item: Item, where: string): Readonly<Record<string, unknown>> {
  const callId = requiredText(item, "call_id", where);
  const name = requiredText(item, "name", where);
  if (typeof item.arguments !== "string")
    throw ResponsesRequestError.at(`${where}.arguments`, "must be a string (JSON text)");
  return { id: callId, type: "function", function: { name, arguments: item.arguments } };
}

function addToolCall(messages: OpenAiChatMessage[], call: Readonly<Record<string, unknown>>): void {
  const last = messages.at(-1);
  if (last?.role !== "assistant") {
    messages.push({ role: "assistant", content: null, tool_calls: [call] });
    return;
  }
  const calls = Array.isArray(last.tool_calls) ? last.tool_calls : [];
  messages[messages.length - 1] = { ...last, tool_calls: [...calls, call] };
}

function toolMessageOf(item: Item, where: string): OpenAiChatMessage {
  const callId = requiredText(item, "call_id", where);
  const { output } = item;
  if (typeof output === "string") return { role: "tool", tool_call_id: callId, content: output };
  if (!Array.isArray(output))
    throw ResponsesRequestError.at(`${where}.output`, "must be a string or a list of input_text parts");
  const parts = output.map((part, index) =>
    chatPartOfInput(part, INPUT_PARTS.functionOutput, `${where}.output[${index}]`),
  );
  return { role: "tool", tool_call_id: callId, content: parts };
}

function requiredText(item: Item, field: string, where: string): string {
  const value = item[field];
  if (typeof value !== "string" || value === "")
    throw ResponsesRequestError.at(`${where}.${field}`, "must be a non-empty string");
  return value;
}
