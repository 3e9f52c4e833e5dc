import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "./mock-openai-upstream.ts";
import { chatRequest, WEATHER_TOOL } from "./openai-openapi/openai-samples.test-helper.ts";
import { openAiSchemaErrors } from "./openai-openapi/openai-schema-validator.ts";

let mock: MockOpenAiUpstream;
beforeAll(async () => {
  mock = await startMockOpenAiUpstream();
});
afterAll(() => mock.close());
beforeEach(() =>
  mock.behave({
    answer: "A joule per second.",
    callsOfferedTools: true,
    reportsUsage: true,
    failWithStatus: null,
    models: ["gpt-4o-mini", "gpt-4o", "text-embedding-3-small"],
  }),
);

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON whose shape openAiSchemaErrors checked
type Json = Record<string, any>;

async function post(path: string, body: object): Promise<Response> {
  return fetch(`${mock.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer upstream-secret" },
    body: JSON.stringify(body),
  });
}

/** The answer to a whole (not streamed) chat completion, checked against OpenAI's document. */
async function askWhole(body: object): Promise<Json> {
  const answer = await (await post("/chat/completions", body)).json();
  expect(openAiSchemaErrors("CreateChatCompletionResponse", answer)).toEqual([]);
  return answer;
}

/** The chunks of a streamed chat completion, each checked against OpenAI's document, up to [DONE]. */
async function askStreamed(body: object): Promise<Json[]> {
  const text = await (await post("/chat/completions", { ...body, stream: true })).text();
  const events = text.split("\n\n").filter(Boolean);
  expect(events.at(-1)).toBe("data: [DONE]");
  const chunks = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, "")) as Json);
  for (const chunk of chunks)
    expect(openAiSchemaErrors("CreateChatCompletionStreamResponse", chunk)).toEqual([]);
  return chunks;
}

const withUsage = { stream_options: { include_usage: true } };
const offeringWeather = chatRequest({ tools: [WEATHER_TOOL] });

describe("the mock OpenAI upstream", () => {
  it("remembers the method, path, key, headers and parsed body of each request, in order", async () => {
    mock.received.length = 0;
    await post("/chat/completions", chatRequest());
    await fetch(`${mock.baseUrl}/models?limit=5`, {
      headers: [
        ["x-trace", "a"],
        ["x-trace", "b"],
      ],
    });
    expect(mock.received).toEqual([
      {
        method: "POST",
        path: "/v1/chat/completions",
        authorization: "Bearer upstream-secret",
        headers: expect.objectContaining({ authorization: "Bearer upstream-secret" }),
        body: chatRequest(),
      },
      {
        method: "GET",
        path: "/v1/models",
        authorization: undefined,
        headers: expect.objectContaining({ "x-trace": "a, b" }),
        body: {},
      },
    ]);
    expect(mock.received[0]?.headers["content-type"]).toBe("application/json");
  });

  it("answers text whole, with usage in detail, as OpenAI's document describes a chat completion", async () => {
    const answer = await askWhole(chatRequest());
    expect(answer.choices).toEqual([
      {
        index: 0,
        message: { role: "assistant", content: "A joule per second.", refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: "stop",
      },
    ]);
    expect(answer.usage).toMatchObject({
      completion_tokens: 4,
      prompt_tokens_details: { cached_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0 },
    });
  });

  it("streams text word by word, then its finish reason, then its usage when asked for", async () => {
    const chunks = await askStreamed({ ...chatRequest(), ...withUsage });
    const words = chunks.flatMap((chunk) => chunk.choices.map((choice: Json) => choice.delta.content ?? ""));
    expect(words.join("")).toBe("A joule per second.");
    expect(chunks.at(-2)?.choices[0].finish_reason).toBe("stop");
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: 4 } });
    expect((await askStreamed(chatRequest())).at(-1)?.choices[0].finish_reason).toBe("stop");
  });

  it("answers a request offering tools with a call to the first, its arguments filling the tool's parameters", async () => {
    const [choice] = (await askWhole(offeringWeather)).choices;
    expect(choice).toMatchObject({ finish_reason: "tool_calls", message: { content: null } });
    expect(choice.message.tool_calls).toEqual([
      {
        id: "call_mock_0",
        type: "function",
        function: { name: "get_weather", arguments: expect.any(String) },
      },
    ]);
    expect(JSON.parse(choice.message.tool_calls[0].function.arguments)).toEqual({
      city: "mock",
      unit: "celsius",
    });
  });

  it("streams a tool call's arguments over several chunks, then finish reason tool_calls, then the usage", async () => {
    const chunks = await askStreamed({ ...offeringWeather, ...withUsage });
    const calls = chunks.flatMap((chunk) =>
      chunk.choices.flatMap((choice: Json) => choice.delta.tool_calls ?? []),
    );
    expect(calls[0]).toEqual({
      index: 0,
      id: "call_mock_0",
      type: "function",
      function: { name: "get_weather", arguments: "" },
    });
    const fragments = calls.slice(1).map((call: Json) => call.function.arguments);
    expect(fragments.length).toBeGreaterThan(2);
    expect(JSON.parse(fragments.join(""))).toEqual({ city: "mock", unit: "celsius" });
    expect(chunks.at(-2)?.choices[0].finish_reason).toBe("tool_calls");
    expect(chunks.at(-1)?.usage.completion_tokens).toBe(fragments.length);
  });

  it("calls the tool tool_choice names, and answers text once the last message is a tool's result", async () => {
    const otherTool = { type: "function", function: { name: "get_time", parameters: { type: "object" } } };
    const named = { type: "function", function: { name: "get_time" } };
    const [choice] = (
      await askWhole({ ...offeringWeather, tools: [WEATHER_TOOL, otherTool], tool_choice: named })
    ).choices;
    expect(choice.message.tool_calls[0].function).toEqual({ name: "get_time", arguments: "{}" });
    const called = { role: "assistant", content: null, tool_calls: [{ ...choice.message.tool_calls[0] }] };
    const result = { role: "tool", tool_call_id: "call_mock_0", content: "Noon" };
    const afterResult = { ...offeringWeather, messages: [...offeringWeather.messages, called, result] };
    expect((await askWhole(afterResult)).choices[0].message.content).toBe("A joule per second.");
    expect((await askWhole({ ...offeringWeather, tool_choice: "none" })).choices[0].finish_reason).toBe(
      "stop",
    );
  });

  it("answers text to a request offering tools when told not to call them", async () => {
    mock.behave({ callsOfferedTools: false });
    expect((await askWhole(offeringWeather)).choices[0].message.content).toBe("A joule per second.");
  });

  it("answers structured output with a value of the schema asked for, whole and streamed", async () => {
    const schema = { type: "object", properties: { watts: { type: "number" }, unit: { const: "W" } } };
    const request = chatRequest({
      response_format: { type: "json_schema", json_schema: { name: "power", schema } },
    });
    expect(JSON.parse((await askWhole(request)).choices[0].message.content)).toEqual({ watts: 1, unit: "W" });
    const pieces = (await askStreamed(request)).flatMap((chunk) =>
      chunk.choices.map((c: Json) => c.delta.content ?? ""),
    );
    expect(JSON.parse(pieces.join(""))).toEqual({ watts: 1, unit: "W" });
    const jsonObject = chatRequest({ response_format: { type: "json_object" } });
    expect(JSON.parse((await askWhole(jsonObject)).choices[0].message.content)).toEqual({
      answer: "A joule per second.",
    });
  });

  it("answers as many choices as n asks for, whole and streamed", async () => {
    const whole = await askWhole(chatRequest({ n: 3 }));
    expect(whole.choices.map((choice: Json) => choice.index)).toEqual([0, 1, 2]);
    const chunks = await askStreamed(chatRequest({ n: 2 }));
    const finished = chunks.flatMap((chunk) => chunk.choices.filter((choice: Json) => choice.finish_reason));
    expect(finished.map((choice: Json) => choice.index)).toEqual([0, 1]);
  });

  it("gives each token's log probability and its likeliest alternatives when asked, whole and streamed", async () => {
    const request = chatRequest({ logprobs: true, top_logprobs: 2 });
    const { logprobs } = (await askWhole(request)).choices[0];
    expect(logprobs.content.map((token: Json) => token.token).join("")).toBe("A joule per second.");
    expect(logprobs.content[0].top_logprobs).toHaveLength(2);
    const streamed = (await askStreamed(request)).flatMap(
      (chunk) => chunk.choices[0]?.logprobs?.content ?? [],
    );
    expect(streamed).toHaveLength(4);
  });

  it("embeds each input in a unit vector of the dimensions asked for, the same input always the same way", async () => {
    const answer = await (
      await post("/embeddings", { model: "text-embedding-3-small", input: ["watt", "joule"] })
    ).json();
    expect(openAiSchemaErrors("CreateEmbeddingResponse", answer)).toEqual([]);
    expect(answer.data.map((item: Json) => item.embedding.length)).toEqual([1536, 1536]);
    const small = await (
      await post("/embeddings", { model: "text-embedding-3-small", input: "watt", dimensions: 8 })
    ).json();
    expect(openAiSchemaErrors("CreateEmbeddingResponse", small)).toEqual([]);
    expect(small.data[0].embedding).toHaveLength(8);
    expect(Math.hypot(...small.data[0].embedding)).toBeCloseTo(1, 5);
    const again = await (
      await post("/embeddings", { model: "text-embedding-3-small", input: "watt", dimensions: 8 })
    ).json();
    expect(again.data[0].embedding).toEqual(small.data[0].embedding);
  });

  it("gives embeddings as base64 little-endian float32 when asked", async () => {
    const asked = { model: "text-embedding-3-small", input: "watt", dimensions: 8 };
    const numbers = await (await post("/embeddings", asked)).json();
    const encoded = await (await post("/embeddings", { ...asked, encoding_format: "base64" })).json();
    const bytes = Buffer.from(encoded.data[0].embedding, "base64");
    const decoded = Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readFloatLE(index * 4));
    expect(decoded).toEqual(numbers.data[0].embedding);
  });

  it("lists its models and describes any one asked for", async () => {
    mock.behave({ models: ["gpt-4o-mini", "text-embedding-3-small"] });
    const list = await (await fetch(`${mock.baseUrl}/models`)).json();
    expect(openAiSchemaErrors("ListModelsResponse", list)).toEqual([]);
    expect(list.data.map((model: Json) => model.id)).toEqual(["gpt-4o-mini", "text-embedding-3-small"]);
    const one = await (await fetch(`${mock.baseUrl}/models/gpt-4o-mini`)).json();
    expect(openAiSchemaErrors("Model", one)).toEqual([]);
    expect(one.id).toBe("gpt-4o-mini");
  });

  it("answers failures, unknown paths and invalid embedding requests with OpenAI's error shape", async () => {
    const unknown = await post("/completions", { prompt: "Hello" });
    expect(unknown.status).toBe(404);
    expect(openAiSchemaErrors("ErrorResponse", await unknown.json())).toEqual([]);
    const invalid = await post("/embeddings", { model: "text-embedding-3-small" });
    expect(invalid.status).toBe(400);
    expect(openAiSchemaErrors("ErrorResponse", await invalid.json())).toEqual([]);
    mock.behave({ failWithStatus: 503 });
    const failing = await post("/chat/completions", chatRequest());
    expect(failing.status).toBe(503);
    expect(openAiSchemaErrors("ErrorResponse", await failing.json())).toEqual([]);
  });
});
