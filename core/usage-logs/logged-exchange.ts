import { isOmittedImage, loggedImageUrl } from "./logged-content.ts";
import type { UsageLogRecord } from "./usage-log-entry.entity.ts";

/** A piece of a logged message's content as the logs show it: text only, never markup, never a picture. */
export type LoggedPart =
  | { readonly kind: "text"; readonly text: string }
  /** An image sent inline, of which the log kept only the type and size. */
  | { readonly kind: "image"; readonly inline: true; readonly type: string; readonly bytes: number }
  /** An image given by its address: the address is shown as text, the image never loaded. */
  | { readonly kind: "image"; readonly inline: false; readonly address: string }
  /** A part of another kind (audio, a file…), as its JSON text. */
  | { readonly kind: "other"; readonly text: string };

/** A function the model called. */
export interface LoggedToolCall {
  /** The call's id; null for the deprecated `function_call`, which has none. */
  readonly id: string | null;
  readonly name: string;
  /** The arguments as the model wrote them, pretty-printed when they are JSON. */
  readonly arguments: string;
}

/** The call a tool's result answers; its name when the conversation holds the call. */
export interface AnsweredCall {
  readonly id: string | null;
  readonly name: string | null;
}

export interface LoggedMessage {
  readonly role: string;
  readonly parts: readonly LoggedPart[];
  readonly toolCalls: readonly LoggedToolCall[];
  /** Set for a tool's result. */
  readonly answers: AnsweredCall | null;
}

/** A tool offered to the model. */
export interface OfferedTool {
  readonly name: string;
  readonly description: string | null;
  /** The JSON schema of its arguments, pretty-printed; null when it takes none. */
  readonly parameters: string | null;
}

/** An answer that had to be JSON (response_format). */
export interface StructuredOutput {
  /** The schema's name; null for a JSON object asked for without a schema. */
  readonly schemaName: string | null;
  /** The answer, pretty-printed when it is JSON. */
  readonly json: string;
}

/** A logged request and its answer as the detail drawer shows them. */
export interface LoggedExchange {
  /** The request's messages; null when its content is not a list of chat messages (an embedding's input, none). */
  readonly messages: readonly LoggedMessage[] | null;
  readonly toolsOffered: readonly OfferedTool[];
  /** The calls the answer made. */
  readonly toolCalls: readonly LoggedToolCall[];
  /** Set when a JSON answer was asked for and given. */
  readonly structuredOutput: StructuredOutput | null;
}

type Json = Readonly<Record<string, unknown>>;

const OMITTED_IMAGE = /^data:([^;,]*);omitted=(\d+)$/;

/**
 * Reads what the log kept of a request (its messages, tools and response_format, all JSON text) and of its answer
 * (words, tool calls) into what the drawer shows. Everything in it is whatever a caller sent or a model answered:
 * anything malformed reads as absent, never as an error.
 */
export function loggedExchangeOf(
  record: Pick<
    UsageLogRecord,
    "requestContent" | "responseContent" | "tools" | "toolCalls" | "responseFormat"
  >,
): LoggedExchange {
  return {
    messages: loggedMessagesOf(parsed(record.requestContent)),
    toolsOffered: listOf(parsed(record.tools ?? null)).flatMap(offeredTool),
    toolCalls: listOf(parsed(record.toolCalls ?? null)).flatMap(toolCallOf),
    structuredOutput: structuredOutputOf(parsed(record.responseFormat ?? null), record.responseContent),
  };
}

function loggedMessagesOf(content: unknown): LoggedMessage[] | null {
  if (!Array.isArray(content) || content.length === 0 || !content.every(isMessage)) return null;
  const calledNames = new Map<string, string>();
  return content.map((message) => {
    const toolCalls = [
      ...listOf(message.tool_calls).flatMap(toolCallOf),
      ...(isObject(message.function_call) ? functionCallOf(message.function_call) : []),
    ];
    for (const call of toolCalls) if (call.id !== null) calledNames.set(call.id, call.name);
    return {
      role: message.role,
      parts: [...partsOf(message.content), ...textOf(message.refusal)],
      toolCalls,
      answers: answeredCall(message, calledNames),
    };
  });
}

function answeredCall(message: Json, calledNames: ReadonlyMap<string, string>): AnsweredCall | null {
  if (message.role === "tool") {
    const id = typeof message.tool_call_id === "string" ? message.tool_call_id : null;
    return { id, name: id === null ? null : (calledNames.get(id) ?? null) };
  }
  if (message.role === "function")
    return { id: null, name: typeof message.name === "string" ? message.name : null };
  return null;
}

function partsOf(content: unknown): LoggedPart[] {
  if (typeof content === "string") return content === "" ? [] : [{ kind: "text", text: content }];
  return listOf(content).map(partOf);
}

function partOf(part: unknown): LoggedPart {
  if (!isObject(part)) return { kind: "other", text: JSON.stringify(part) };
  if (typeof part.text === "string") return { kind: "text", text: part.text };
  if (typeof part.refusal === "string") return { kind: "text", text: part.refusal };
  if (part.type === "image_url") {
    const image = part.image_url;
    const url = typeof image === "string" ? image : isObject(image) ? image.url : undefined;
    if (typeof url === "string") return imageOf(url);
  }
  return { kind: "other", text: JSON.stringify(part) };
}

function imageOf(url: string): LoggedPart {
  const kept = isOmittedImage(url) ? url : loggedImageUrl(url);
  const inline = OMITTED_IMAGE.exec(kept);
  if (!inline) return { kind: "image", inline: false, address: url };
  return { kind: "image", inline: true, type: inline[1] ?? "", bytes: Number(inline[2]) };
}

function textOf(value: unknown): LoggedPart[] {
  return typeof value === "string" && value !== "" ? [{ kind: "text", text: value }] : [];
}

function toolCallOf(call: unknown): LoggedToolCall[] {
  if (!isObject(call)) return [];
  const id = typeof call.id === "string" ? call.id : null;
  if (isObject(call.function)) {
    const [named] = functionCallOf(call.function);
    return named ? [{ ...named, id }] : [];
  }
  if (isObject(call.custom) && typeof call.custom.name === "string")
    return [{ id, name: call.custom.name, arguments: prettyJson(call.custom.input) }];
  return [];
}

function functionCallOf(fn: Json): LoggedToolCall[] {
  if (typeof fn.name !== "string") return [];
  return [{ id: null, name: fn.name, arguments: prettyJson(fn.arguments) }];
}

function offeredTool(tool: unknown): OfferedTool[] {
  if (!isObject(tool)) return [];
  const fn = isObject(tool.function) ? tool.function : isObject(tool.custom) ? tool.custom : tool;
  const name = typeof fn.name === "string" ? fn.name : typeof tool.type === "string" ? tool.type : null;
  if (name === null) return [];
  const parameters = fn.parameters ?? (isObject(fn.format) ? fn.format : undefined);
  return [
    {
      name,
      description: typeof fn.description === "string" && fn.description !== "" ? fn.description : null,
      parameters:
        parameters === undefined || parameters === null ? null : JSON.stringify(parameters, null, 2),
    },
  ];
}

function structuredOutputOf(format: unknown, answer: string | null): StructuredOutput | null {
  if (!isObject(format) || answer === null || answer === "") return null;
  if (format.type === "json_object") return { schemaName: null, json: prettyJson(answer) };
  if (format.type !== "json_schema") return null;
  const schema = isObject(format.json_schema) ? format.json_schema : {};
  return { schemaName: typeof schema.name === "string" ? schema.name : null, json: prettyJson(answer) };
}

/** JSON text pretty-printed; other text as it is; anything else as its JSON. */
function prettyJson(value: unknown): string {
  if (typeof value !== "string") return value === undefined ? "" : JSON.stringify(value, null, 2);
  const json = parsed(value);
  return json === undefined || typeof json !== "object" || json === null
    ? value
    : JSON.stringify(json, null, 2);
}

function parsed(text: string | null): unknown {
  if (text === null || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isMessage(value: unknown): value is Json & { readonly role: string } {
  return isObject(value) && typeof value.role === "string";
}
