// Samples of what travels through OpenAI's chat completions, embeddings and models endpoints, valid as OpenAI's
// document describes them; tests change the one part that matters to them.

/** A tool a request offers: the weather of a city. */
export const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The current weather of a city",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
      required: ["city", "unit"],
      additionalProperties: false,
    },
    strict: true,
  },
} as const;

export function chatRequest(changes: Record<string, unknown> = {}) {
  return {
    model: "gpt-4o-mini",
    messages: [
      { role: "system", content: "Be brief." },
      { role: "user", content: "What is a watt?" },
    ],
    ...changes,
  };
}

/** A request using most of what a modern client sends: tools, an image, structured output, streaming options. */
export function richChatRequest() {
  return chatRequest({
    messages: [
      { role: "developer", content: "Answer in JSON." },
      {
        role: "user",
        content: [
          { type: "text", text: "What is on this picture, and what is the weather there?" },
          { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=", detail: "low" } },
        ],
      },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_1",
            type: "function",
            function: { name: "get_weather", arguments: '{"city":"Paris"}' },
          },
        ],
      },
      { role: "tool", tool_call_id: "call_1", content: "Sunny, 21 degrees" },
    ],
    tools: [WEATHER_TOOL],
    tool_choice: "auto",
    parallel_tool_calls: false,
    response_format: {
      type: "json_schema",
      json_schema: {
        name: "picture",
        strict: true,
        schema: { type: "object", properties: { place: { type: "string" } } },
      },
    },
    stream: true,
    stream_options: { include_usage: true },
    temperature: 0.2,
    n: 1,
    logprobs: true,
    top_logprobs: 2,
    stop: null,
    seed: 7,
    max_completion_tokens: 300,
  });
}

export function chatCompletion(changes: Record<string, unknown> = {}) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_721_260_800,
    model: "gpt-4o-mini-2024-07-18",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: "A joule per second.", refusal: null },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: 12, completion_tokens: 4, total_tokens: 16 },
    ...changes,
  };
}

/** An answer calling the weather tool, with a tool call changed by `callChanges`. */
export function toolCallCompletion(callChanges: Record<string, unknown> = {}) {
  const call = {
    id: "call_1",
    type: "function",
    function: { name: "get_weather", arguments: '{"city":"Paris"}' },
  };
  return chatCompletion({
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: null,
          refusal: null,
          tool_calls: [{ ...call, ...callChanges }],
        },
        logprobs: null,
        finish_reason: "tool_calls",
      },
    ],
  });
}

export function completionChunk(changes: Record<string, unknown> = {}) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    created: 1_721_260_800,
    model: "gpt-4o-mini-2024-07-18",
    choices: [{ index: 0, delta: { content: "A joule" }, logprobs: null, finish_reason: null }],
    usage: null,
    ...changes,
  };
}

export function embeddingsAnswer(embedding: unknown = [0.1, -0.2, 0.3]) {
  return {
    object: "list",
    data: [{ object: "embedding", index: 0, embedding }],
    model: "text-embedding-3-small",
    usage: { prompt_tokens: 3, total_tokens: 3 },
  };
}

export function modelList() {
  return {
    object: "list",
    data: [{ id: "gpt-4o-mini", object: "model", created: 1_721_260_800, owned_by: "openai" }],
  };
}
