import { messageOfChatCompletion } from "../../core/anthropic-messages/message-of-chat-completion.ts";
import { MessagesStream } from "../../core/anthropic-messages/messages-stream.ts";
import { component, integer, listOf, oneOf, orNull, record, text } from "../api-document/schema-words.ts";
import {
  CHAT_COMPLETION_CHUNKS,
  CHAT_COMPLETION_EXAMPLE,
} from "../chat-completions/chat-completions.components.ts";
import { typedServerSentEvent } from "../chat-completions/chat-dialect.ts";

const TEXT_BLOCK = record({ type: oneOf(["text"]), text: text() }, { description: "Text the model wrote." });

const TOOL_USE_BLOCK = record(
  {
    type: oneOf(["tool_use"]),
    id: text("toolu_…: what the tool_result block of the next request names as tool_use_id."),
    name: text("One of the request's tools."),
    input: { type: "object", description: "The tool's arguments." },
  },
  { description: "The model calls one of the request's tools." },
);

/** Documentation only: the gateway writes it from the chat completion (core/anthropic-messages). */
export const ANTHROPIC_MESSAGE = component(
  "AnthropicMessage",
  record(
    {
      id: text("msg_…"),
      type: oneOf(["message"]),
      role: oneOf(["assistant"]),
      model: text("The model that answered."),
      content: listOf({ anyOf: [TEXT_BLOCK, TOOL_USE_BLOCK] }, "The text and the tool calls, in order."),
      stop_reason: orNull(text("end_turn, max_tokens, stop_sequence, tool_use or refusal.")),
      stop_sequence: orNull(text("Which of the request's stop_sequences ended the answer.")),
      usage: record(
        {
          input_tokens: integer(),
          output_tokens: integer(),
          cache_creation_input_tokens: orNull(integer()),
          cache_read_input_tokens: orNull(integer()),
        },
        { optional: ["cache_creation_input_tokens", "cache_read_input_tokens"] },
      ),
    },
    { description: "Anthropic's Message: the model's answer as content blocks." },
  ),
);

/** A chat completion that writes a text and calls a tool. */
const TOOL_CALL_COMPLETION = {
  choices: [
    {
      index: 0,
      finish_reason: "tool_calls",
      message: {
        role: "assistant",
        content: "I'll look up the weather in Paris.",
        tool_calls: [
          {
            id: "toolu_01A09q90qw90lq917835lq9",
            type: "function",
            function: { name: "get_weather", arguments: '{"city":"Paris"}' },
          },
        ],
      },
    },
  ],
  usage: { prompt_tokens: 412, completion_tokens: 58, total_tokens: 470 },
};

const CONTEXT = { id: "msg_68b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5", model: "claude-sonnet-4-0" };

/** What the gateway answers for that completion: a text block, a tool_use block with the call's id. */
export const ANTHROPIC_MESSAGE_EXAMPLE = messageOfChatCompletion(TOOL_CALL_COMPLETION, CONTEXT);

/** The events the gateway streams for the chat's example chunks. */
export const ANTHROPIC_MESSAGE_STREAM_EXAMPLE = streamedExample();

function streamedExample(): string {
  const stream = new MessagesStream({
    ...CONTEXT,
    estimatedInputTokens: CHAT_COMPLETION_EXAMPLE.usage.prompt_tokens,
  });
  const events = [
    ...stream.opening(),
    ...CHAT_COMPLETION_CHUNKS.flatMap((chunk) => stream.next(chunk)),
    ...stream.closing(),
  ];
  return events.map(typedServerSentEvent).join("");
}
