import { operation, type Refusal } from "../api-document/operation.ts";
import { checkedByHandler, inWords, oneOf, record, ref, text, yesNo } from "../api-document/schema-words.ts";
import {
  CHAT_PIPELINE_HEADERS,
  CHAT_PIPELINE_REFUSALS,
  GOVERNANCE,
} from "../chat-completions/chat-dialect-operation-parts.ts";
import { RESPONSE_EXAMPLE, RESPONSE_STREAM_EXAMPLE } from "./responses.components.ts";
import { previousResponseNotFound, responseNotFound } from "./responses-refusals.ts";

const EXAMPLE_ID = "resp_68b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5";
const NOT_FOUND = responseNotFound(EXAMPLE_ID);
const NOT_KEPT = previousResponseNotFound(EXAMPLE_ID);

const STORED_ONE: Refusal = [
  "No response with this id was stored for you (it was sent with store: false, deleted, or is someone else's).",
  NOT_FOUND.message,
  NOT_FOUND.detail,
];

const WHO =
  "OpenAI-compatible. Send an API key (`Authorization: Bearer mk-…`) or your session's token. Stored responses " +
  "are the person's own: the same person's keys and session see them, no one else.";

const RESPONSE_ID = record({ id: text("The response's id, resp_…") });

export const RESPONSES_OPERATIONS = {
  create: operation({
    id: "createResponse",
    summary: "Ask a model, the Responses way",
    description:
      "OpenAI's Responses API, translated to chat completions for every model. `input` is a text or a list of " +
      "items (message, function_call, function_call_output); `instructions` come first; function tools are " +
      "offered and called as function_call items; `text.format` asks for json_object or json_schema. " +
      "`previous_response_id` continues a response this gateway stored for the same person (else a 400 " +
      "previous_response_not_found); `store` (true unless false) keeps the answer for GET /responses/{id} and the " +
      "next turn. With `stream: true` the answer comes as OpenAI's Responses events (response.created … " +
      "response.output_text.delta … response.function_call_arguments.delta … response.completed). Built-in tools " +
      "(web_search, file_search, …), background, conversation and prompt templates are refused with a 400 naming " +
      `the field. ${WHO} ${GOVERNANCE}`,
    tag: "Responses",
    access: "session-or-api-key",
    openAiErrors: true,
    body: checkedByHandler({
      model: inWords("A model's systemName (GET /providers/models), or Best Available."),
      input: inWords(
        "A text, or a list of items: messages (role user, system, developer or assistant; content a text or " +
          "input_text, input_image and input_file parts), function_call and function_call_output items.",
      ),
      instructions: inWords("A system message put before the input; not carried over to the next turn."),
      previous_response_id: inWords(
        "Continue this stored response: its conversation comes before the input.",
      ),
      store: inWords("false: do not keep the answer (true by default)."),
      stream: inWords("true: answer as Responses events (text/event-stream)."),
      tools: inWords("Function tools: { type: function, name, description, parameters, strict }."),
      tool_choice: inWords("auto, none, required, { type: function, name } or { type: allowed_tools, … }."),
      parallel_tool_calls: inWords("false: at most one function call per answer."),
      text: inWords(
        "text.format: { type: text }, { type: json_object } or { type: json_schema, name, schema, strict }.",
      ),
      max_output_tokens: inWords("The most tokens the answer may have."),
      temperature: inWords("Passed to the model."),
      top_p: inWords("Passed to the model."),
    }),
    headers: { type: "object", properties: CHAT_PIPELINE_HEADERS },
    answer: {
      status: 200,
      description: "The response, whole (JSON) or streamed (text/event-stream).",
      schema: ref("Response"),
      example: RESPONSE_EXAMPLE,
      alternatives: { "text/event-stream": { schema: text(), example: RESPONSE_STREAM_EXAMPLE } },
    },
    refusals: {
      400: [
        "A malformed request or one the gateway does not offer (`param` names the field as the request wrote it); " +
          "a previous_response_id not stored for you (previous_response_not_found); or a department user's key " +
          "naming another department.",
        NOT_KEPT.message,
        NOT_KEPT.detail,
      ],
      ...CHAT_PIPELINE_REFUSALS,
    },
  }),

  get: operation({
    id: "retrieveResponse",
    summary: "Read a stored response",
    description: `${WHO} The response as POST /responses answered it.`,
    tag: "Responses",
    access: "session-or-api-key",
    openAiErrors: true,
    params: RESPONSE_ID,
    answer: { status: 200, description: "The response.", schema: ref("Response"), example: RESPONSE_EXAMPLE },
    refusals: { 404: STORED_ONE },
  }),

  delete: operation({
    id: "deleteResponse",
    summary: "Delete a stored response",
    description: `${WHO} It can no longer be read nor continued.`,
    tag: "Responses",
    access: "session-or-api-key",
    openAiErrors: true,
    params: RESPONSE_ID,
    answer: {
      status: 200,
      description: "The response is deleted.",
      schema: record({ id: text(), object: oneOf(["response.deleted"]), deleted: yesNo() }),
      example: { id: EXAMPLE_ID, object: "response.deleted", deleted: true },
    },
    refusals: { 404: STORED_ONE },
  }),
};
