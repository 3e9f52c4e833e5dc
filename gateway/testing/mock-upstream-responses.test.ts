import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "./mock-openai-upstream.ts";
import { responseRequest, WEATHER_FUNCTION } from "./openai-openapi/openai-responses-samples.test-helper.ts";
import { openAiSchemaErrors } from "./openai-openapi/openai-schema-validator.ts";
import { serverSentEvents } from "./server-sent-events.test-helper.ts";

let mock: MockOpenAiUpstream;
beforeAll(async () => {
  mock = await startMockOpenAiUpstream();
});
afterAll(() => mock.close());
beforeEach(() => mock.behave({ callsOfferedTools: true, reportsUsage: true, failWithStatus: null }));

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON whose shape openAiSchemaErrors checked
type Json = Record<string, any>;

function post(body: object): Promise<Response> {
  return fetch(`${mock.baseUrl}/responses`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer upstream-secret" },
    body: JSON.stringify(body),
  });
}

/** A response answered whole, checked against OpenAI's document. */
async function askWhole(body: object): Promise<Json> {
  const answer = await (await post(body)).json();
  expect(openAiSchemaErrors("Response", answer)).toEqual([]);
  return answer;
}

/** The events of a streamed response, each checked against OpenAI's document and named by its type. */
async function askStreamed(body: object): Promise<Json[]> {
  const events = serverSentEvents(await (await post({ ...body, stream: true })).text());
  for (const { event, data } of events) {
    expect(openAiSchemaErrors("ResponseStreamEvent", data)).toEqual([]);
    expect(event).toBe(data.type);
  }
  return events.map(({ data }) => data);
}

const offeringWeather = responseRequest({ tools: [WEATHER_FUNCTION] });

describe("the mock upstream's Responses API", () => {
  it("answers text whole, echoing the request's settings, with usage in detail", async () => {
    const answer = await askWhole(responseRequest({ temperature: 0.5, metadata: { ticket: "42" } }));
    expect(answer).toMatchObject({
      status: "completed",
      model: "gpt-4o-mini-2024-07-18",
      instructions: "Be brief.",
      temperature: 0.5,
      metadata: { ticket: "42" },
      usage: { output_tokens: 4, input_tokens_details: { cached_tokens: 0 } },
    });
    expect(answer.output).toEqual([
      {
        id: expect.stringMatching(/^msg_/),
        type: "message",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text: "A joule per second.", annotations: [], logprobs: [] }],
      },
    ]);
  });

  it("streams text as OpenAI does: the response created, its item and part, the text delta by delta, all done", async () => {
    const events = await askStreamed(responseRequest());
    expect(events.map((event) => event.type)).toEqual([
      "response.created",
      "response.in_progress",
      "response.output_item.added",
      "response.content_part.added",
      ...Array(4).fill("response.output_text.delta"),
      "response.output_text.done",
      "response.content_part.done",
      "response.output_item.done",
      "response.completed",
    ]);
    expect(events.map((event) => event.sequence_number)).toEqual([...events.keys()]);
    expect(events[0]?.response).toMatchObject({ status: "in_progress", output: [], usage: null });
    const deltas = events.filter((event) => event.type === "response.output_text.delta");
    expect(deltas.map((event) => event.delta).join("")).toBe("A joule per second.");
    expect(events.at(-1)?.response).toMatchObject({ status: "completed", usage: { output_tokens: 4 } });
  });

  it("calls the first function offered, its arguments filling the function's parameters, whole and streamed", async () => {
    const [call] = (await askWhole(offeringWeather)).output;
    expect(call).toMatchObject({ type: "function_call", call_id: "call_mock_0", name: "get_weather" });
    expect(JSON.parse(call.arguments)).toEqual({ city: "mock", unit: "celsius" });
    const events = await askStreamed(offeringWeather);
    const deltas = events.filter((event) => event.type === "response.function_call_arguments.delta");
    expect(deltas.length).toBeGreaterThan(2);
    expect(JSON.parse(deltas.map((event) => event.delta).join(""))).toEqual({
      city: "mock",
      unit: "celsius",
    });
    expect(events.at(-1)?.response.output[0]).toMatchObject({ type: "function_call", status: "completed" });
  });

  it("calls the function tool_choice names, and answers text after a function's output or when told not to call", async () => {
    const otherTool = { type: "function", name: "get_time", parameters: { type: "object" }, strict: false };
    const named = { ...offeringWeather, tools: [WEATHER_FUNCTION, otherTool] };
    const [call] = (await askWhole({ ...named, tool_choice: { type: "function", name: "get_time" } })).output;
    expect(call).toMatchObject({ name: "get_time", arguments: "{}" });
    const input = [
      { role: "user", content: "What time is it?" },
      { type: "function_call", call_id: "call_mock_0", name: "get_time", arguments: "{}" },
      { type: "function_call_output", call_id: "call_mock_0", output: "Noon" },
    ];
    expect((await askWhole({ ...named, input })).output[0].type).toBe("message");
    expect((await askWhole({ ...offeringWeather, tool_choice: "none" })).output[0].type).toBe("message");
    mock.behave({ callsOfferedTools: false });
    expect((await askWhole(offeringWeather)).output[0].type).toBe("message");
  });

  it("answers structured output with a value of the schema text.format asks for", async () => {
    const schema = { type: "object", properties: { watts: { type: "number" }, unit: { const: "W" } } };
    const text = { format: { type: "json_schema", name: "power", schema, strict: true } };
    const [message] = (await askWhole(responseRequest({ text }))).output;
    expect(JSON.parse(message.content[0].text)).toEqual({ watts: 1, unit: "W" });
  });

  it("gives back a response it stored by its id, and OpenAI's not-found error for one it did not store", async () => {
    const made = await askWhole(responseRequest());
    const again = await fetch(`${mock.baseUrl}/responses/${made.id}`);
    expect(await again.json()).toEqual(made);
    const unstored = await askWhole(responseRequest({ store: false }));
    const missing = await fetch(`${mock.baseUrl}/responses/${unstored.id}`);
    expect(missing.status).toBe(404);
    expect(openAiSchemaErrors("ErrorResponse", await missing.json())).toEqual([]);
  });

  it("leaves usage out when told not to report it, and fails in OpenAI's error shape when told to", async () => {
    mock.behave({ reportsUsage: false });
    expect(await askWhole(responseRequest())).not.toHaveProperty("usage");
    mock.behave({ failWithStatus: 429 });
    const failing = await post(responseRequest());
    expect(failing.status).toBe(429);
    expect(openAiSchemaErrors("ErrorResponse", await failing.json())).toEqual([]);
  });

  it("is read by OpenAI's own SDK, whole and streamed", async () => {
    const client = new OpenAI({ apiKey: "upstream-secret", baseURL: mock.baseUrl });
    expect(
      (await client.responses.create({ model: "gpt-4o-mini", input: "What is a watt?" })).output_text,
    ).toBe("A joule per second.");
    const streamed = client.responses.stream({ model: "gpt-4o-mini", input: "What is a watt?" });
    expect((await streamed.finalResponse()).output_text).toBe("A joule per second.");
  });
});
