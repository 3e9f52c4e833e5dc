// Samples of what travels through OpenAI's Responses API (POST /responses and its stream), valid as OpenAI's document
// describes them; tests change the one part that matters to them.

import { WEATHER_TOOL } from "./openai-samples.test-helper.ts";

/** The weather tool as the Responses API takes it: a function tool, flat. */
export const WEATHER_FUNCTION = { type: "function", ...WEATHER_TOOL.function } as const;

export function responseRequest(changes: Record<string, unknown> = {}) {
  return { model: "gpt-4o-mini", instructions: "Be brief.", input: "What is a watt?", ...changes };
}

/** A request using most of what a modern client sends: input items of each kind, tools, structured output. */
export function richResponseRequest() {
  return responseRequest({
    input: [
      { role: "developer", content: "Answer in JSON." },
      {
        type: "message",
        role: "user",
        content: [
          { type: "input_text", text: "What is on this picture, and what is the weather there?" },
          { type: "input_image", image_url: "data:image/png;base64,iVBORw0KGgo=", detail: "low" },
        ],
      },
      { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
      { type: "function_call_output", call_id: "call_1", output: "Sunny, 21 degrees" },
      { type: "item_reference", id: "msg_earlier" },
    ],
    tools: [WEATHER_FUNCTION],
    tool_choice: { type: "function", name: "get_weather" },
    parallel_tool_calls: false,
    text: {
      format: {
        type: "json_schema",
        name: "picture",
        strict: true,
        schema: { type: "object", properties: { place: { type: "string" } } },
      },
    },
    stream: true,
    temperature: 0.2,
    max_output_tokens: 300,
    store: false,
    metadata: { ticket: "42" },
  });
}

const TEXT_PART = { type: "output_text", text: "A joule per second.", annotations: [], logprobs: [] };
const MESSAGE_ITEM = {
  id: "msg_1",
  type: "message",
  role: "assistant",
  status: "completed",
  content: [TEXT_PART],
};
const FUNCTION_CALL_ITEM = {
  id: "fc_1",
  type: "function_call",
  call_id: "call_1",
  name: "get_weather",
  arguments: '{"city":"Paris","unit":"celsius"}',
  status: "completed",
};

/** A finished response: a text message and a call to the weather tool, with usage in detail. */
export function responseAnswer(changes: Record<string, unknown> = {}) {
  return {
    id: "resp_1",
    object: "response",
    created_at: 1_721_260_800,
    status: "completed",
    completed_at: 1_721_260_801,
    error: null,
    incomplete_details: null,
    instructions: "Be brief.",
    max_output_tokens: null,
    model: "gpt-4o-mini-2024-07-18",
    output: [MESSAGE_ITEM, FUNCTION_CALL_ITEM],
    output_text: "A joule per second.",
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: true,
    temperature: 1,
    text: { format: { type: "text" } },
    tool_choice: "auto",
    tools: [WEATHER_FUNCTION],
    top_p: 1,
    truncation: "disabled",
    usage: {
      input_tokens: 12,
      input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
      output_tokens: 4,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 16,
    },
    user: null,
    metadata: {},
    ...changes,
  };
}

/** Events of a stream, in the order OpenAI sends them (the text's deltas cut to one). */
export function responseEvents() {
  const inProgress = responseAnswer({ status: "in_progress", completed_at: null, output: [], usage: null });
  const where = { item_id: "msg_1", output_index: 0, content_index: 0 };
  const events = [
    { type: "response.created", response: inProgress },
    { type: "response.in_progress", response: inProgress },
    { type: "response.output_item.added", output_index: 0, item: { ...MESSAGE_ITEM, status: "in_progress" } },
    { type: "response.content_part.added", ...where, part: { ...TEXT_PART, text: "" } },
    { type: "response.output_text.delta", ...where, delta: "A joule per second.", logprobs: [] },
    { type: "response.output_text.done", ...where, text: "A joule per second.", logprobs: [] },
    { type: "response.content_part.done", ...where, part: TEXT_PART },
    { type: "response.output_item.done", output_index: 0, item: MESSAGE_ITEM },
    { type: "response.function_call_arguments.delta", item_id: "fc_1", output_index: 1, delta: '{"city"' },
    { type: "response.completed", response: responseAnswer() },
  ];
  return events.map((event, sequence_number) => ({ ...event, sequence_number }));
}
