import { isJsonObject } from "../../core/responses-api/json-object.ts";
import {
  type ResponseContext,
  responseOfChatCompletion,
} from "../../core/responses-api/response-of-chat-completion.ts";
import { ResponsesStream } from "../../core/responses-api/responses-stream.ts";
import {
  component,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  text,
  yesNo,
} from "../api-document/schema-words.ts";
import {
  CHAT_COMPLETION_CHUNKS,
  CHAT_COMPLETION_EXAMPLE,
} from "../chat-completions/chat-completions.components.ts";
import { typedServerSentEvent } from "../chat-completions/chat-dialect.ts";

const OUTPUT_MESSAGE = record(
  {
    id: text(),
    type: oneOf(["message"]),
    role: oneOf(["assistant"]),
    status: text("completed, or incomplete when the answer was cut off."),
    content: listOf(
      record(
        {
          type: oneOf(["output_text", "refusal"]),
          text: text(),
          refusal: text(),
          annotations: listOf({}),
          logprobs: listOf({}, "The tokens' log probabilities, when the request asked for them."),
        },
        { optional: ["text", "refusal", "annotations", "logprobs"] },
      ),
    ),
  },
  { description: "The model's message." },
);

const FUNCTION_CALL = record(
  {
    id: text(),
    type: oneOf(["function_call"]),
    call_id: text("What the function_call_output item of the next request names."),
    name: text(),
    arguments: text("The arguments, as JSON text."),
    status: text(),
  },
  { optional: ["id", "status"], description: "The model calls one of the request's function tools." },
);

const RESPONSE_USAGE = record(
  {
    input_tokens: integer(),
    input_tokens_details: record({ cached_tokens: integer(), cache_write_tokens: integer() }),
    output_tokens: integer(),
    output_tokens_details: record({ reasoning_tokens: integer() }),
    total_tokens: integer(),
  },
  { description: "Left out when unknown." },
);

/** Documentation only: the gateway writes it from the chat completion (core/responses-api). */
export const RESPONSE = component(
  "Response",
  record(
    {
      id: text("resp_…: what GET /responses/{id} and the next request's previous_response_id name."),
      object: oneOf(["response"]),
      created_at: integer("Seconds since 1970."),
      status: text("completed, incomplete (cut off by max_output_tokens) or failed."),
      model: text("The model that answered."),
      output: listOf(
        { anyOf: [OUTPUT_MESSAGE, FUNCTION_CALL] },
        "The message, and the function calls, in order.",
      ),
      completed_at: integer("Seconds since 1970, once completed."),
      usage: RESPONSE_USAGE,
      previous_response_id: orNull(text()),
      instructions: orNull(text()),
      store: yesNo("Whether the gateway keeps it for GET /responses/{id} and the next turn."),
      error: orNull(record({ code: text(), message: text() })),
      incomplete_details: orNull(record({ reason: text() })),
    },
    {
      optional: [
        "completed_at",
        "usage",
        "previous_response_id",
        "instructions",
        "store",
        "error",
        "incomplete_details",
      ],
      description:
        "OpenAI's Response: the answer's items (the text is in output[].content[].text), and the request's " +
        "settings echoed as OpenAI echoes them.",
    },
  ),
);

const CONTEXT: ResponseContext = {
  id: "resp_68b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5",
  createdAt: CHAT_COMPLETION_EXAMPLE.created,
  completedAt: CHAT_COMPLETION_EXAMPLE.created + 1,
  model: CHAT_COMPLETION_EXAMPLE.model,
  request: { model: CHAT_COMPLETION_EXAMPLE.model, input: "What is a watt?" },
};

/** What the gateway answers for the chat's example completion. */
export const RESPONSE_EXAMPLE = responseOfChatCompletion(CHAT_COMPLETION_EXAMPLE, CONTEXT);

/** What the stream example shows of each response: the request's settings echoed are left out. */
const MAIN_FIELDS = ["id", "object", "created_at", "status", "model", "output", "usage"];

/** The events the gateway streams for the chat's example chunks, their responses cut to their main fields. */
export const RESPONSE_STREAM_EXAMPLE = streamedExample();

function streamedExample(): string {
  const stream = new ResponsesStream(CONTEXT);
  const events = [
    ...stream.opening(),
    ...CHAT_COMPLETION_CHUNKS.flatMap((chunk) => stream.next(chunk)),
    ...stream.closing(undefined, CONTEXT.completedAt),
  ];
  return events.map((event) => typedServerSentEvent({ ...event, ...mainFieldsOf(event.response) })).join("");
}

/** The event's response cut to its main fields; nothing for an event without one. */
function mainFieldsOf(response: unknown): { response?: Record<string, unknown> } {
  if (!isJsonObject(response)) return {};
  return {
    response: Object.fromEntries(Object.entries(response).filter(([name]) => MAIN_FIELDS.includes(name))),
  };
}
