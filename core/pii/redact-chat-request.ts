import type { OpenAiChatMessage } from "../chat-completions/chat-message-text.ts";

/** Replaces the personal data in one piece of text (a department's PiiRedactor). */
export type RedactText = (text: string) => string;

/** The parts of a chat request that carry people's words: the messages and the tools offered. */
export interface ChatRequestTexts {
  readonly messages: readonly OpenAiChatMessage[];
  readonly tools?: unknown;
}

/**
 * Redacts every piece of text a chat request carries: message contents and text parts, refusals, tool calls'
 * arguments, tool results, and the tools' descriptions. Arguments that are JSON stay JSON: the string values
 * inside them are redacted, not the text around them. Everything else (ids, image data, schemas' structure) is
 * left as sent.
 */
export function redactChatRequest<T extends ChatRequestTexts>(request: T, redact: RedactText): T {
  return {
    ...request,
    messages: request.messages.map((message) => redactMessage(message, redact)),
    ...(Array.isArray(request.tools) ? { tools: request.tools.map((tool) => redactTool(tool, redact)) } : {}),
  };
}

/** A JSON text with its string values redacted; a text that is not JSON is redacted as text. */
export function redactJsonText(text: string, redact: RedactText): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return redact(text);
  }
  return JSON.stringify(redactStrings(parsed, redact));
}

function redactMessage(message: OpenAiChatMessage, redact: RedactText): OpenAiChatMessage {
  const redacted: Record<string, unknown> = { ...message };
  const { content, refusal, tool_calls: toolCalls, function_call: functionCall } = message;
  if (typeof content === "string") redacted.content = redact(content);
  else if (Array.isArray(content)) redacted.content = content.map((part) => redactPart(part, redact));
  if (typeof refusal === "string") redacted.refusal = redact(refusal);
  if (Array.isArray(toolCalls))
    redacted.tool_calls = toolCalls.map((call) =>
      isObject(call) && isObject(call.function)
        ? { ...call, function: redactCall(call.function, redact) }
        : call,
    );
  if (isObject(functionCall)) redacted.function_call = redactCall(functionCall, redact);
  return redacted as OpenAiChatMessage;
}

function redactPart(part: unknown, redact: RedactText): unknown {
  if (!isObject(part)) return part;
  const redacted = { ...part };
  if (typeof part.text === "string") redacted.text = redact(part.text);
  if (typeof part.refusal === "string") redacted.refusal = redact(part.refusal);
  return redacted;
}

function redactCall(call: Record<string, unknown>, redact: RedactText): Record<string, unknown> {
  return typeof call.arguments === "string"
    ? { ...call, arguments: redactJsonText(call.arguments, redact) }
    : call;
}

/** A tool's description and the descriptions inside its parameters' schema; names and structure stay. */
function redactTool(tool: unknown, redact: RedactText): unknown {
  if (!isObject(tool) || !isObject(tool.function)) return tool;
  return { ...tool, function: redactDescriptions(tool.function, redact) };
}

function redactDescriptions(node: unknown, redact: RedactText): unknown {
  if (Array.isArray(node)) return node.map((item) => redactDescriptions(item, redact));
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "description" && typeof value === "string" ? redact(value) : redactDescriptions(value, redact),
    ]),
  );
}

function redactStrings(value: unknown, redact: RedactText): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, redact)]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
