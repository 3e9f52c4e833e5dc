import type { OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";
import { badRequest } from "../server/http-problem.ts";

const ROLES = ["system", "developer", "user", "assistant", "tool", "function"] as const;
type Role = (typeof ROLES)[number];

/** The content parts each role may send, as OpenAI's API takes them. */
const PARTS: Record<Role, readonly string[]> = {
  system: ["text"],
  developer: ["text"],
  user: ["text", "image_url", "input_audio", "file"],
  assistant: ["text", "refusal"],
  tool: ["text"],
  function: ["text"],
};

/** The field each kind of part carries its content in, and what that content must be. */
const PART_FIELDS: Record<string, { readonly field: string; readonly kind: "string" | "object" }> = {
  text: { field: "text", kind: "string" },
  refusal: { field: "refusal", kind: "string" },
  image_url: { field: "image_url", kind: "object" },
  input_audio: { field: "input_audio", kind: "object" },
  file: { field: "file", kind: "object" },
};

/**
 * Checks each message's shape as OpenAI's API does and keeps it whole, every field included (tool calls, their
 * ids, names, refusals, image, audio and file parts), so what reaches the provider is what the client sent. A
 * malformed message is a 400 naming the field.
 */
export function readChatMessages(messages: readonly unknown[]): OpenAiChatMessage[] {
  return messages.map((message, index) => readMessage(message, `messages[${index}]`));
}

function readMessage(message: unknown, where: string): OpenAiChatMessage {
  if (!isObject(message)) throw badRequest(`${where} must be an object`);
  const role = message.role;
  if (typeof role !== "string" || !(ROLES as readonly string[]).includes(role))
    throw badRequest(`${where}.role must be one of ${ROLES.join(", ")}`);
  checkContent(message, role as Role, where);
  if (role === "assistant") checkToolCalls(message.tool_calls, `${where}.tool_calls`);
  if (role === "tool" && (typeof message.tool_call_id !== "string" || message.tool_call_id === ""))
    throw badRequest(`${where}.tool_call_id must name the tool call this message answers`);
  if (role === "function" && typeof message.name !== "string")
    throw badRequest(`${where}.name must name the function this message answers`);
  return message as OpenAiChatMessage;
}

function checkContent(message: Record<string, unknown>, role: Role, where: string): void {
  const content = message.content;
  if (content === null || content === undefined) {
    if (role === "assistant" || role === "function") return;
    throw badRequest(`${where}.content must be a string or a list of content parts`);
  }
  if (typeof content === "string") return;
  if (!Array.isArray(content))
    throw badRequest(`${where}.content must be a string or a list of content parts`);
  for (const [index, part] of content.entries()) checkPart(part, PARTS[role], `${where}.content[${index}]`);
}

function checkPart(part: unknown, allowed: readonly string[], where: string): void {
  const type = isObject(part) ? part.type : undefined;
  if (typeof type !== "string" || !allowed.includes(type))
    throw badRequest(`${where}.type must be one of ${allowed.join(", ")}`);
  const { field, kind } = PART_FIELDS[type] ?? { field: type, kind: "object" };
  const value = (part as Record<string, unknown>)[field];
  if (kind === "string" ? typeof value !== "string" : !isObject(value))
    throw badRequest(`${where}.${field} must be ${kind === "string" ? "a string" : "an object"}`);
  if (type === "image_url" && typeof (value as { url?: unknown }).url !== "string")
    throw badRequest(`${where}.image_url.url must be a URL or a data URL`);
}

function checkToolCalls(toolCalls: unknown, where: string): void {
  if (toolCalls === undefined || toolCalls === null) return;
  if (!Array.isArray(toolCalls)) throw badRequest(`${where} must be a list of tool calls`);
  toolCalls.forEach((call, index) => {
    const at = `${where}[${index}]`;
    if (!isObject(call) || typeof call.id !== "string") throw badRequest(`${at}.id must be a string`);
    if (call.type === "function") {
      const fn = call.function;
      if (!isObject(fn) || typeof fn.name !== "string")
        throw badRequest(`${at}.function.name must be a string`);
      if (typeof fn.arguments !== "string")
        throw badRequest(`${at}.function.arguments must be a string (JSON text)`);
    }
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
