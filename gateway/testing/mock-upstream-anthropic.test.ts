import { createAnthropic } from "@ai-sdk/anthropic";
import Anthropic from "@anthropic-ai/sdk";
import { generateText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messageRequest, WEATHER_TOOL } from "./anthropic-api/anthropic-samples.test-helper.ts";
import { anthropicSchemaErrors } from "./anthropic-api/anthropic-schema-validator.ts";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "./mock-openai-upstream.ts";
import { serverSentEvents } from "./server-sent-events.test-helper.ts";

let mock: MockOpenAiUpstream;
beforeAll(async () => {
  mock = await startMockOpenAiUpstream();
});
afterAll(() => mock.close());
beforeEach(() => mock.behave({ callsOfferedTools: true, failWithStatus: null }));

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON whose shape anthropicSchemaErrors checked
type Json = Record<string, any>;

function post(body: object, path = "/v1/messages"): Promise<Response> {
  return fetch(`${mock.origin}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": "upstream-secret",
      "anthropic-version": "2023-06-01",
    },
    body: JSON.stringify(body),
  });
}

/** A message answered whole, checked against the types of Anthropic's SDK. */
async function askWhole(body: object): Promise<Json> {
  const answer = await (await post(body)).json();
  expect(anthropicSchemaErrors("Message", answer)).toEqual([]);
  return answer;
}

/** The events of a streamed message, each named by its type and (pings aside) checked against the SDK's types. */
async function askStreamed(body: object): Promise<Json[]> {
  const events = serverSentEvents(await (await post({ ...body, stream: true })).text());
  for (const { event, data } of events) {
    expect(event).toBe(data.type);
    if (data.type === "ping") expect(data).toEqual({ type: "ping" });
    else expect(anthropicSchemaErrors("RawMessageStreamEvent", data)).toEqual([]);
  }
  return events.map(({ data }) => data);
}

const offeringWeather = messageRequest({ tools: [WEATHER_TOOL] });

describe("the mock upstream's Anthropic Messages API", () => {
  it("remembers the API key and the API version each request came with", async () => {
    await post(messageRequest());
    expect(mock.received.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/messages",
      authorization: undefined,
      headers: { "x-api-key": "upstream-secret", "anthropic-version": "2023-06-01" },
      body: messageRequest(),
    });
  });

  it("answers text whole, ending its turn, with usage", async () => {
    const answer = await askWhole(messageRequest());
    expect(answer).toMatchObject({
      type: "message",
      role: "assistant",
      model: "claude-sonnet-4-5",
      content: [{ type: "text", text: "A joule per second." }],
      stop_reason: "end_turn",
      usage: { input_tokens: 6, output_tokens: 4 },
    });
  });

  it("streams text as Anthropic does: message start, block start, ping, deltas, block stop, message delta, stop", async () => {
    const events = await askStreamed(messageRequest());
    expect(events.map((event) => event.type)).toEqual([
      "message_start",
      "content_block_start",
      "ping",
      ...Array(4).fill("content_block_delta"),
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    expect(events[0]?.message).toMatchObject({ content: [], stop_reason: null, usage: { output_tokens: 1 } });
    const deltas = events.filter((event) => event.type === "content_block_delta");
    expect(deltas.map((event) => event.delta.text).join("")).toBe("A joule per second.");
    expect(events.at(-2)).toMatchObject({ delta: { stop_reason: "end_turn" }, usage: { output_tokens: 4 } });
  });

  it("uses the first tool offered, its input filling the tool's schema, whole and streamed", async () => {
    const answer = await askWhole(offeringWeather);
    expect(answer.stop_reason).toBe("tool_use");
    expect(answer.content).toEqual([
      {
        type: "tool_use",
        id: "toolu_mock_0",
        name: "get_weather",
        input: { city: "mock", unit: "celsius" },
        caller: { type: "direct" },
      },
    ]);
    const events = await askStreamed(offeringWeather);
    expect(events[1]?.content_block).toMatchObject({ type: "tool_use", name: "get_weather", input: {} });
    const pieces = events.filter((event) => event.type === "content_block_delta").map((event) => event.delta);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((delta) => delta.type === "input_json_delta")).toBe(true);
    expect(JSON.parse(pieces.map((delta) => delta.partial_json).join(""))).toEqual({
      city: "mock",
      unit: "celsius",
    });
    expect(events.at(-2)?.delta.stop_reason).toBe("tool_use");
  });

  it("uses the tool tool_choice names, and answers text after a tool's result or when told not to use one", async () => {
    const otherTool = { name: "get_time", input_schema: { type: "object" } };
    const both = { ...offeringWeather, tools: [WEATHER_TOOL, otherTool] };
    const named = await askWhole({ ...both, tool_choice: { type: "tool", name: "get_time" } });
    expect(named.content[0]).toMatchObject({ name: "get_time", input: {} });
    const messages = [
      ...offeringWeather.messages,
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_mock_0", name: "get_time", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_mock_0", content: "Noon" }] },
    ];
    expect((await askWhole({ ...both, messages })).stop_reason).toBe("end_turn");
    expect((await askWhole({ ...offeringWeather, tool_choice: { type: "none" } })).stop_reason).toBe(
      "end_turn",
    );
  });

  it("counts a request's tokens as count_tokens does", async () => {
    const { max_tokens: _max, ...counted } = messageRequest();
    const answer = await (await post(counted, "/v1/messages/count_tokens")).json();
    expect(anthropicSchemaErrors("MessageTokensCount", answer)).toEqual([]);
    expect(answer).toEqual({ input_tokens: 6 });
  });

  it("fails in Anthropic's error shape, with the error type its API gives the status", async () => {
    for (const [status, type] of [
      [529, "overloaded_error"],
      [429, "rate_limit_error"],
      [500, "api_error"],
    ] as const) {
      mock.behave({ failWithStatus: status });
      const failing = await post(messageRequest());
      expect(failing.status).toBe(status);
      const body = await failing.json();
      expect(anthropicSchemaErrors("ErrorResponse", body)).toEqual([]);
      expect(body.error).toEqual({ type, message: `Mock upstream failing with ${status}` });
    }
  });

  it("is read by Anthropic's own SDK, whole and streamed, which sends its key as a bearer token", async () => {
    const client = new Anthropic({ apiKey: "upstream-secret", baseURL: mock.origin, maxRetries: 0 });
    const messages = [{ role: "user" as const, content: "What is a watt?" }];
    const asked = { model: "claude-sonnet-4-5", max_tokens: 256, messages };
    const whole = await client.messages.create(asked);
    expect(whole.content).toEqual([{ type: "text", text: "A joule per second.", citations: null }]);
    const streamed = await client.messages.stream({ ...asked, tools: [WEATHER_TOOL] }).finalMessage();
    expect(streamed.content[0]).toMatchObject({ type: "tool_use", input: { city: "mock", unit: "celsius" } });
    expect(mock.received.at(-1)).toMatchObject({
      authorization: "Bearer upstream-secret",
      headers: { "anthropic-version": "2026-10-21" },
    });
  });

  it("is read by the AI SDK's Anthropic provider, which sends its key as x-api-key", async () => {
    const anthropic = createAnthropic({ apiKey: "upstream-secret", baseURL: `${mock.origin}/v1` });
    const { text } = await generateText({ model: anthropic("claude-sonnet-4-5"), prompt: "What is a watt?" });
    expect(text).toBe("A joule per second.");
    expect(mock.received.at(-1)?.headers).toMatchObject({
      "x-api-key": "upstream-secret",
      "anthropic-version": "2023-06-01",
    });
  });
});
