import { type RedactText, redactChatRequest, redactJsonText } from "../pii/redact-chat-request.ts";
import { isPlainObject } from "./plain-object.ts";

/**
 * A Messages request with every piece of people's text redacted, for an upstream that speaks Messages itself:
 * the system prompt, text blocks (and the text they cite), tool uses' inputs (their string values), tool results,
 * plain-text and content documents (with their titles and context), search results, and the tools' descriptions
 * and input examples. Everything else (ids, images, PDFs' data, schemas' structure) is left as sent.
 */
export function redactMessagesRequest(
  body: Readonly<Record<string, unknown>>,
  redact: RedactText,
): Record<string, unknown> {
  const redacted: Record<string, unknown> = { ...body };
  if (body.system !== undefined) redacted.system = redactContent(body.system, redact);
  if (Array.isArray(body.messages))
    redacted.messages = body.messages.map((message) =>
      isPlainObject(message) && "content" in message
        ? { ...message, content: redactContent(message.content, redact) }
        : message,
    );
  if (Array.isArray(body.tools)) redacted.tools = body.tools.map((tool) => redactTool(tool, redact));
  return redacted;
}

function redactContent(content: unknown, redact: RedactText): unknown {
  if (typeof content === "string") return redact(content);
  if (Array.isArray(content)) return content.map((block) => redactBlock(block, redact));
  return content;
}

/** Thinking blocks stay as they are: Anthropic checks their signature and refuses one that was changed. */
function redactBlock(block: unknown, redact: RedactText): unknown {
  if (!isPlainObject(block)) return block;
  switch (block.type) {
    case "text":
      return {
        ...block,
        ...redactStrings(block, ["text"], redact),
        ...redactCitations(block.citations, redact),
      };
    case "tool_use":
      return "input" in block ? { ...block, input: redactValue(block.input, redact) } : block;
    case "tool_result":
    case "search_result":
      return "content" in block ? { ...block, content: redactContent(block.content, redact) } : block;
    case "document":
      return {
        ...block,
        ...redactStrings(block, ["title", "context"], redact),
        source: redactSource(block.source, redact),
      };
    default:
      return block;
  }
}

/** A plain-text document's data and a content document's blocks are text; a PDF or a URL is left as sent. */
function redactSource(source: unknown, redact: RedactText): unknown {
  if (!isPlainObject(source)) return source;
  if (source.type === "text") return { ...source, ...redactStrings(source, ["data"], redact) };
  if (source.type === "content") return { ...source, content: redactContent(source.content, redact) };
  return source;
}

function redactCitations(citations: unknown, redact: RedactText): Record<string, unknown> {
  if (!Array.isArray(citations)) return {};
  return {
    citations: citations.map((citation) =>
      isPlainObject(citation)
        ? { ...citation, ...redactStrings(citation, ["cited_text"], redact) }
        : citation,
    ),
  };
}

/**
 * A tool's descriptions (its own and those inside its input schema) are redacted by the chat request's rule,
 * reached through the chat tool shape; its input examples have their string values redacted.
 */
function redactTool(tool: unknown, redact: RedactText): unknown {
  if (!isPlainObject(tool)) return tool;
  const { tools } = redactChatRequest(
    { messages: [], tools: [{ type: "function", function: tool }] },
    redact,
  );
  const redacted = tools[0]?.function ?? tool;
  return Array.isArray(tool.input_examples)
    ? { ...redacted, input_examples: tool.input_examples.map((example) => redactValue(example, redact)) }
    : redacted;
}

/** The named string fields of an object, redacted; fields that are absent or not strings are left out. */
function redactStrings(
  object: Readonly<Record<string, unknown>>,
  names: readonly string[],
  redact: RedactText,
): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = object[name];
      return typeof value === "string" ? [[name, redact(value)]] : [];
    }),
  );
}

/** A JSON value with its string values redacted (keys and structure unchanged). */
function redactValue(value: unknown, redact: RedactText): unknown {
  return value === undefined ? value : JSON.parse(redactJsonText(JSON.stringify(value), redact));
}
