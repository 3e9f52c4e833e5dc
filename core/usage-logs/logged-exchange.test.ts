import { describe, expect, it } from "vitest";
import { loggedMessages } from "./logged-content.ts";
import { loggedExchangeOf } from "./logged-exchange.ts";

const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The weather in a city",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
};
const CALL = {
  id: "call_1",
  type: "function",
  function: { name: "get_weather", arguments: '{"city":"Paris"}' },
};

const exchange = (
  changes: Partial<Parameters<typeof loggedExchangeOf>[0]> & { readonly messages?: readonly unknown[] } = {},
) => {
  const { messages, ...fields } = changes;
  return loggedExchangeOf({
    requestContent: messages ? loggedMessages(messages) : null,
    responseContent: null,
    ...fields,
  });
};

describe("a logged request made readable", () => {
  it("lists its messages with their words", () => {
    const { messages } = exchange({
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: [{ type: "text", text: "What is a watt?" }] },
      ],
    });
    expect(messages).toEqual([
      { role: "system", parts: [{ kind: "text", text: "Be brief." }], toolCalls: [], answers: null },
      { role: "user", parts: [{ kind: "text", text: "What is a watt?" }], toolCalls: [], answers: null },
    ]);
  });

  it("shows a tool round trip: the call with its arguments pretty-printed, the result naming the call", () => {
    const { messages } = exchange({
      messages: [
        { role: "user", content: "What is the weather in Paris?" },
        { role: "assistant", content: null, tool_calls: [CALL] },
        { role: "tool", tool_call_id: "call_1", content: '{"celsius":18}' },
      ],
    });
    expect(messages?.[1]).toEqual({
      role: "assistant",
      parts: [],
      toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{\n  "city": "Paris"\n}' }],
      answers: null,
    });
    expect(messages?.[2]).toMatchObject({
      role: "tool",
      parts: [{ kind: "text", text: '{"celsius":18}' }],
      answers: { id: "call_1", name: "get_weather" },
    });
  });

  it("names the result of a call it does not hold by the call's id only", () => {
    const { messages } = exchange({ messages: [{ role: "tool", tool_call_id: "call_9", content: "18" }] });
    expect(messages?.[0]?.answers).toEqual({ id: "call_9", name: null });
  });

  it("keeps arguments that are not JSON as the model wrote them", () => {
    const { toolCalls } = exchange({
      toolCalls: JSON.stringify([{ ...CALL, function: { name: "get_weather", arguments: "{city: Paris" } }]),
    });
    expect(toolCalls).toEqual([{ id: "call_1", name: "get_weather", arguments: "{city: Paris" }]);
  });

  it("reads the deprecated function_call and function result", () => {
    const { messages } = exchange({
      messages: [
        { role: "assistant", content: null, function_call: { name: "get_weather", arguments: "{}" } },
        { role: "function", name: "get_weather", content: "sunny" },
      ],
    });
    expect(messages?.[0]?.toolCalls).toEqual([{ id: null, name: "get_weather", arguments: "{}" }]);
    expect(messages?.[1]?.answers).toEqual({ id: null, name: "get_weather" });
  });

  it("shows an inline image by its type and size, a remote one by its address, neither by its picture", () => {
    const { messages } = exchange({
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is in these?" },
            { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgoAAAA=" } },
            { type: "image_url", image_url: { url: "https://example.test/cat.jpg" } },
          ],
        },
      ],
    });
    expect(messages?.[0]?.parts).toEqual([
      { kind: "text", text: "What is in these?" },
      { kind: "image", inline: true, type: "image/png", bytes: 11 },
      { kind: "image", inline: false, address: "https://example.test/cat.jpg" },
    ]);
  });

  it("shows a part of another kind as its JSON text", () => {
    const audio = { type: "input_audio", input_audio: { format: "wav" } };
    const { messages } = exchange({ messages: [{ role: "user", content: [audio] }] });
    expect(messages?.[0]?.parts).toEqual([{ kind: "other", text: JSON.stringify(audio) }]);
  });

  it("has no messages when its content is not a list of chat messages", () => {
    expect(exchange({ requestContent: '["a text to embed"]' }).messages).toBeNull();
    expect(exchange({ requestContent: "plain text" }).messages).toBeNull();
    expect(exchange({ requestContent: "[]" }).messages).toBeNull();
    expect(exchange().messages).toBeNull();
  });

  it("lists the tools offered with their description and parameters", () => {
    const { toolsOffered } = exchange({ tools: JSON.stringify([WEATHER_TOOL, { type: "web_search" }]) });
    expect(toolsOffered).toEqual([
      {
        name: "get_weather",
        description: "The weather in a city",
        parameters: JSON.stringify(WEATHER_TOOL.function.parameters, null, 2),
      },
      { name: "web_search", description: null, parameters: null },
    ]);
  });

  it("offers nothing when no tools or malformed tools were logged", () => {
    expect(exchange().toolsOffered).toEqual([]);
    expect(exchange({ tools: "{not json" }).toolsOffered).toEqual([]);
    expect(exchange({ tools: '{"type":"function"}' }).toolsOffered).toEqual([]);
  });
});

describe("a logged answer made readable", () => {
  it("lists the calls the model made", () => {
    expect(exchange({ toolCalls: JSON.stringify([CALL]) }).toolCalls).toEqual([
      { id: "call_1", name: "get_weather", arguments: '{\n  "city": "Paris"\n}' },
    ]);
  });

  it("is structured output named by its schema when a JSON schema was asked for", () => {
    const format = { type: "json_schema", json_schema: { name: "weather", schema: { type: "object" } } };
    expect(
      exchange({ responseFormat: JSON.stringify(format), responseContent: '{"celsius":18}' })
        .structuredOutput,
    ).toEqual({ schemaName: "weather", json: '{\n  "celsius": 18\n}' });
  });

  it("is structured output without a schema name when any JSON object was asked for", () => {
    expect(
      exchange({ responseFormat: '{"type":"json_object"}', responseContent: "not quite json" })
        .structuredOutput,
    ).toEqual({ schemaName: null, json: "not quite json" });
  });

  it("is no structured output for free text, or when nothing was answered", () => {
    expect(
      exchange({ responseFormat: '{"type":"text"}', responseContent: "Hi" }).structuredOutput,
    ).toBeNull();
    expect(exchange({ responseContent: '{"a":1}' }).structuredOutput).toBeNull();
    expect(exchange({ responseFormat: '{"type":"json_object"}' }).structuredOutput).toBeNull();
  });
});
