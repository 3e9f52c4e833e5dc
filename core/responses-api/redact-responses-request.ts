import { type RedactText, redactChatRequest, redactJsonText } from "../pii/redact-chat-request.ts";
import { isJsonObject } from "./json-object.ts";

/**
 * Redacts every piece of people's text in a Responses API body, for an upstream that takes the body as sent: the
 * instructions, the input (a string, message contents and their text parts, function call arguments inside their
 * JSON, function outputs, reasoning summaries) and the function tools' descriptions. Ids, images, files and
 * schemas' structure are left as sent. The redaction is chat's own, applied to the same pieces in this shape.
 */
export function redactResponsesRequest(
  body: Readonly<Record<string, unknown>>,
  redact: RedactText,
): Record<string, unknown> {
  const { instructions, input, tools } = body;
  return {
    ...body,
    ...(typeof instructions === "string" ? { instructions: redact(instructions) } : {}),
    ...(typeof input === "string" ? { input: redact(input) } : {}),
    ...(Array.isArray(input) ? { input: input.map((item) => redactItem(item, redact)) } : {}),
    ...(Array.isArray(tools) ? { tools: tools.map((tool) => redactTool(tool, redact)) } : {}),
  };
}

function redactItem(item: unknown, redact: RedactText): unknown {
  if (!isJsonObject(item)) return item;
  const type = item.type ?? "message";
  if (type === "message") return redactFields(item, ["content"], redact);
  if (type === "function_call" && typeof item.arguments === "string")
    return { ...item, arguments: redactJsonText(item.arguments, redact) };
  if (type === "function_call_output") return redactFields(item, ["output"], redact);
  if (type === "reasoning") return redactFields(item, ["summary", "content"], redact);
  return item;
}

/** The item with the given fields' contents redacted; fields it does not have stay absent. */
function redactFields(
  item: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  redact: RedactText,
) {
  const present = fields.filter((field) => item[field] !== undefined);
  return {
    ...item,
    ...Object.fromEntries(present.map((field) => [field, redactContent(item[field], redact)])),
  };
}

/** A string, or a list of parts whose `text` and `refusal` are redacted; anything else as it was. */
function redactContent(content: unknown, redact: RedactText): unknown {
  if (typeof content !== "string" && !Array.isArray(content)) return content;
  return redactChatRequest({ messages: [{ role: "user", content }] }, redact).messages[0]?.content;
}

/** A function tool's description and the descriptions in its parameters' schema, as chat's tools are redacted. */
function redactTool(tool: unknown, redact: RedactText): unknown {
  if (!isJsonObject(tool) || tool.type !== "function") return tool;
  const [redacted] = redactChatRequest(
    { messages: [], tools: [{ type: "function", function: tool }] },
    redact,
  ).tools;
  return (redacted as { function: unknown }).function;
}
