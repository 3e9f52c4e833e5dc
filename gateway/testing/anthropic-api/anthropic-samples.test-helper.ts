// Samples of what travels through Anthropic's Messages API, valid as the types of Anthropic's TypeScript SDK describe
// them; tests change the one part that matters to them.
import type { Tool } from "@anthropic-ai/sdk/resources/messages/messages";
import { USAGE_WITHOUT_EXTRAS } from "./mock-message.ts";

/** The weather tool as Anthropic takes it: a custom tool with an input schema. */
export const WEATHER_TOOL: Tool = {
  name: "get_weather",
  description: "The current weather of a city",
  input_schema: {
    type: "object",
    properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
    required: ["city", "unit"],
  },
};

export function messageRequest(changes: Record<string, unknown> = {}) {
  return {
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    system: "Be brief.",
    messages: [{ role: "user", content: "What is a watt?" }],
    ...changes,
  };
}

/** A request using most of what a modern client sends: blocks of each kind, a tool's use and result, streaming. */
export function richMessageRequest() {
  return messageRequest({
    system: [{ type: "text", text: "Be brief.", cache_control: { type: "ephemeral" } }],
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: "What is on this picture, and what is the weather there?" },
          { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } },
        ],
      },
      {
        role: "assistant",
        content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Paris" } }],
      },
      {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "Sunny, 21 degrees" }],
      },
    ],
    tools: [WEATHER_TOOL],
    tool_choice: { type: "auto", disable_parallel_tool_use: true },
    thinking: { type: "enabled", budget_tokens: 512 },
    stop_sequences: ["\n\nHuman:"],
    output_config: { effort: "low" },
    metadata: { user_id: "user-42" },
    stream: true,
  });
}

const USAGE = { input_tokens: 12, output_tokens: 4, ...USAGE_WITHOUT_EXTRAS };

const TOOL_USE = {
  type: "tool_use",
  id: "toolu_1",
  name: "get_weather",
  input: { city: "Paris", unit: "celsius" },
  caller: { type: "direct" },
};

/** A finished message: a text, then a call to the weather tool. */
export function messageAnswer(changes: Record<string, unknown> = {}) {
  return {
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5",
    content: [{ type: "text", text: "A joule per second.", citations: null }, TOOL_USE],
    stop_reason: "tool_use",
    stop_sequence: null,
    stop_details: null,
    container: null,
    diagnostics: null,
    usage: USAGE,
    ...changes,
  };
}

/** The events of its stream, in the order Anthropic sends them, less the pings (no SDK type describes them). */
export function messageEvents() {
  const started = messageAnswer({ content: [], stop_reason: null, usage: { ...USAGE, output_tokens: 1 } });
  return [
    { type: "message_start", message: started },
    { type: "content_block_start", index: 0, content_block: { type: "text", text: "", citations: null } },
    { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "A joule per second." } },
    { type: "content_block_stop", index: 0 },
    { type: "content_block_start", index: 1, content_block: { ...TOOL_USE, input: {} } },
    { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: '{"city":' } },
    { type: "content_block_stop", index: 1 },
    {
      type: "message_delta",
      delta: { stop_reason: "tool_use", stop_sequence: null, stop_details: null, container: null },
      usage: {
        input_tokens: 12,
        output_tokens: 4,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens_details: { thinking_tokens: 0 },
        server_tool_use: null,
      },
    },
    { type: "message_stop" },
  ];
}

export function errorAnswer(type = "not_found_error", message = "model: claude-unknown") {
  return { type: "error", error: { type, message }, request_id: "req_1" };
}
