import { isJsonObject } from "./json-object.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

type Body = Readonly<Record<string, unknown>>;

/**
 * Checks the Responses fields the gateway acts on itself, none of which reaches the chat body: it stores
 * responses (`store`, `previous_response_id`, `metadata`, echoed in the response), streams (`stream_options`: no
 * obfuscation padding is added), and refuses what it does not offer rather than answering as if it had.
 */
export function checkGatewayHeldFields(body: Body): void {
  optional(body, "previous_response_id", "string", "must be the id of an earlier response");
  optional(body, "store", "boolean", "must be true or false");
  optional(body, "stream", "boolean", "must be true or false");
  optional(body, "background", "boolean", "must be true or false");
  if (body.background === true)
    throw ResponsesRequestError.at("background", "is not offered: responses are answered while you wait");
  refused(body, "conversation", "is not offered: continue a conversation with previous_response_id");
  refused(
    body,
    "prompt",
    "is not offered: prompt templates are not stored here; send instructions and input",
  );
  refused(body, "context_management", "is not offered: conversations are not compacted");
  // "auto" asks OpenAI to drop the oldest items when the context overflows; here the upstream refuses instead.
  if (![undefined, null, "auto", "disabled"].includes(body.truncation as string))
    throw ResponsesRequestError.at("truncation", 'must be "auto" or "disabled"');
  if (body.stream_options != null && !isJsonObject(body.stream_options))
    throw ResponsesRequestError.at("stream_options", "must be an object");
  // It limits calls to built-in tools, which are never offered here: there is nothing for it to limit.
  if (body.max_tool_calls != null && !Number.isInteger(body.max_tool_calls))
    throw ResponsesRequestError.at("max_tool_calls", "must be a whole number");
  checkMetadata(body.metadata);
  // Not Responses fields: a response holds one answer, and the messages are the input's.
  if (body.n != null && body.n !== 1)
    throw ResponsesRequestError.at("n", "is not offered: a response holds one answer");
  refused(body, "messages", "is a chat-completions field: send the conversation as input");
}

function optional(body: Body, field: string, type: "string" | "boolean", problem: string): void {
  const value = body[field];
  if (value !== undefined && value !== null && typeof value !== type)
    throw ResponsesRequestError.at(field, problem);
}

function refused(body: Body, field: string, problem: string): void {
  if (body[field] !== undefined && body[field] !== null) throw ResponsesRequestError.at(field, problem);
}

function checkMetadata(metadata: unknown): void {
  if (metadata === undefined || metadata === null) return;
  if (!isJsonObject(metadata) || Object.values(metadata).some((value) => typeof value !== "string"))
    throw ResponsesRequestError.at("metadata", "must be an object of string values");
}
