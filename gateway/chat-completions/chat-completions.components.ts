import { component, integer, listOf, oneOf, orNull, record, text } from "../api-document/schema-words.ts";

const ROLES = ["system", "developer", "user", "assistant", "tool"];

export const CHAT_MESSAGE = component(
  "ChatMessage",
  record(
    {
      role: oneOf(ROLES),
      content: {
        description: "Text, or a list of text parts (joined); an assistant turn may have none.",
        anyOf: [
          { type: "string" },
          listOf(record({ type: oneOf(["text"]), text: text() })),
          { type: "null" },
        ],
      },
    },
    { description: "One turn of the conversation." },
  ),
);

const USAGE = record({
  prompt_tokens: integer(),
  completion_tokens: integer(),
  total_tokens: integer(),
});

export const CHAT_COMPLETION = component(
  "ChatCompletion",
  record(
    {
      id: text(),
      object: oneOf(["chat.completion"]),
      created: integer("Seconds since 1970."),
      model: text(),
      provider: text("Who answered; 'Simulated (offline)' when no upstream is configured."),
      choices: listOf(
        record({
          index: integer(),
          message: record({ role: oneOf(["assistant"]), content: orNull(text()) }),
          finish_reason: orNull(text()),
        }),
      ),
      usage: USAGE,
    },
    {
      optional: ["id", "object", "created", "model", "provider"],
      description: "OpenAI's chat completion: the answer is choices[0].message.content.",
    },
  ),
);

export const CHAT_COMPLETION_EXAMPLE = {
  id: "chatcmpl-0001",
  object: "chat.completion",
  created: 1741953600,
  model: "gpt-4o-mini",
  provider: "OpenAI",
  choices: [
    { index: 0, message: { role: "assistant", content: "A joule per second." }, finish_reason: "stop" },
  ],
  usage: { prompt_tokens: 14, completion_tokens: 9, total_tokens: 23 },
};

/** The chunks of the streamed answer: OpenAI's chunks, a last one with the usage. */
export const CHAT_COMPLETION_CHUNKS = [
  { object: "chat.completion.chunk", choices: [{ index: 0, delta: { role: "assistant", content: "" } }] },
  { object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: "A joule per second." } }] },
  { object: "chat.completion.chunk", choices: [], usage: CHAT_COMPLETION_EXAMPLE.usage },
];

/** A streamed answer as it arrives: its chunks, then [DONE]. */
export const CHAT_COMPLETION_STREAM_EXAMPLE = [
  ...CHAT_COMPLETION_CHUNKS.map((chunk) => `data: ${JSON.stringify(chunk)}`),
  "data: [DONE]",
  "",
].join("\n\n");
