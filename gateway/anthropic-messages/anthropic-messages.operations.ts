import { operation, type Refusal } from "../api-document/operation.ts";
import { checkedByHandler, integer, inWords, record, ref, text } from "../api-document/schema-words.ts";
import { INVALID_API_KEY } from "../chat-completions/authenticate-caller.ts";
import {
  CHAT_PIPELINE_HEADERS,
  CHAT_PIPELINE_REFUSALS,
  GOVERNANCE,
} from "../chat-completions/chat-dialect-operation-parts.ts";
import {
  ANTHROPIC_MESSAGE_EXAMPLE,
  ANTHROPIC_MESSAGE_STREAM_EXAMPLE,
} from "./anthropic-messages.components.ts";

const WHO =
  "Anthropic-compatible: its SDKs find it with `baseURL = http://127.0.0.1:8787/v1/api/anthropic` (they append " +
  "/v1/messages). Send an API key in `x-api-key`, as Anthropic's SDKs send it, or as `Authorization: Bearer mk-…`; " +
  "or your session's token. Refusals carry Anthropic's `type: error` and `error: { type, message }` beside errMsgs.";

const MALFORMED: Refusal = [
  "A malformed request: the message starts with the field at fault, as Anthropic's API names it.",
  "messages must hold at least one message",
];

const NO_KEY: Refusal = [
  "No API key (in x-api-key or as a bearer token), an unknown one, or an invalid access token; or an API key that " +
    "expired, was revoked, or whose secret was rotated out (authentication_error, logged under the key).",
  INVALID_API_KEY,
];

/** The headers Anthropic's SDKs send. */
const ANTHROPIC_HEADERS = {
  "x-api-key": text("An API key, as Anthropic's SDKs send it; or send it as `Authorization: Bearer`."),
  "anthropic-version": text("Accepted, as Anthropic's SDKs send it (e.g. 2023-06-01)."),
  "anthropic-beta": text("Accepted, as Anthropic's SDKs send it."),
};

/** What a Messages request says: the conversation and what the model is offered. */
const PROMPT = {
  model: inWords(
    "A model's systemName (GET /providers/models), e.g. claude-sonnet-4-0, any provider's, or Best Available.",
  ),
  system: inWords("A text or a list of text blocks, said before the conversation."),
  messages: inWords(
    "The conversation, user and assistant turns; content a text or a list of blocks: text, image (base64 or URL " +
      "source), document (a PDF or text), tool_use and tool_result (their ids kept).",
  ),
  tools: inWords("Tools the model may call: { name, description, input_schema }."),
  tool_choice: inWords("{ type: auto }, { type: any }, { type: tool, name } or { type: none }."),
};

export const ANTHROPIC_MESSAGES_OPERATIONS = {
  create: operation({
    id: "createMessage",
    summary: "Ask a model, the Anthropic way",
    description:
      "Anthropic's Messages API, translated to chat completions for every model: system prompts, text, image and " +
      "document blocks, tools with tool_use and tool_result blocks (ids kept), stop_reason and usage. With " +
      "`stream: true` the answer comes as Anthropic's events (message_start, content_block_start, " +
      `content_block_delta, content_block_stop, message_delta, message_stop). ${WHO} ${GOVERNANCE}`,
    tag: "Anthropic Messages",
    access: "session-or-api-key",
    anthropicErrors: true,
    body: checkedByHandler({
      ...PROMPT,
      max_tokens: inWords("The most tokens the answer may have (required, as by Anthropic's API)."),
      stop_sequences: inWords("Texts where the model stops; stop_sequence says which one did."),
      stream: inWords("true: answer as Anthropic's events (text/event-stream)."),
      temperature: inWords("From 0 to 1, as in Anthropic's API."),
      top_p: inWords("Passed to the model."),
    }),
    headers: { type: "object", properties: { ...ANTHROPIC_HEADERS, ...CHAT_PIPELINE_HEADERS } },
    answer: {
      status: 200,
      description: "The message, whole (JSON) or streamed (text/event-stream).",
      schema: ref("AnthropicMessage"),
      example: ANTHROPIC_MESSAGE_EXAMPLE,
      alternatives: { "text/event-stream": { schema: text(), example: ANTHROPIC_MESSAGE_STREAM_EXAMPLE } },
    },
    refusals: {
      400: [`${MALFORMED[0]} Or a department user's key naming another department.`, MALFORMED[1]],
      ...CHAT_PIPELINE_REFUSALS,
      401: NO_KEY,
    },
  }),

  countTokens: operation({
    id: "countMessageTokens",
    summary: "Count a message's input tokens",
    description:
      "The tokens a Messages request's prompt counts for, by the gateway's tokenizer approximation (the one its " +
      `usage estimates use); nothing is sent to a model nor logged. ${WHO}`,
    tag: "Anthropic Messages",
    access: "session-or-api-key",
    anthropicErrors: true,
    body: checkedByHandler(PROMPT),
    headers: { type: "object", properties: ANTHROPIC_HEADERS },
    answer: {
      status: 200,
      description: "The count.",
      schema: record({ input_tokens: integer() }),
      example: { input_tokens: 412 },
    },
    refusals: { 400: MALFORMED, 401: NO_KEY },
  }),
};
