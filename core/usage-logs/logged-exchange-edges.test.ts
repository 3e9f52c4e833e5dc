import { describe, expect, it } from "vitest";
import { loggedExchangeOf } from "./logged-exchange.ts";

const exchange = (changes: Partial<Parameters<typeof loggedExchangeOf>[0]> = {}) =>
  loggedExchangeOf({ requestContent: null, responseContent: null, ...changes });
const messagesOf = (messages: readonly unknown[]) =>
  exchange({ requestContent: JSON.stringify(messages) }).messages;
const partsOf = (content: unknown) => messagesOf([{ role: "user", content }])?.[0]?.parts;

describe("a logged message's words", () => {
  it("are none for empty content, and a refusal is shown as words", () => {
    expect(partsOf("")).toEqual([]);
    expect(
      messagesOf([{ role: "assistant", content: "", refusal: "I can't help with that." }])?.[0]?.parts,
    ).toEqual([{ kind: "text", text: "I can't help with that." }]);
    expect(messagesOf([{ role: "assistant", content: "Hi", refusal: "" }])?.[0]?.parts).toEqual([
      { kind: "text", text: "Hi" },
    ]);
    expect(partsOf([{ type: "refusal", refusal: "No." }])).toEqual([{ kind: "text", text: "No." }]);
  });

  it("show a part that is not an object, or an image without an address, as its JSON text", () => {
    expect(partsOf(["plain", 3])).toEqual([
      { kind: "other", text: '"plain"' },
      { kind: "other", text: "3" },
    ]);
    expect(partsOf([{ type: "image_url", image_url: {} }])).toEqual([
      { kind: "other", text: '{"type":"image_url","image_url":{}}' },
    ]);
    expect(partsOf([{ type: "image_url", image_url: 3 }])).toEqual([
      { kind: "other", text: '{"type":"image_url","image_url":3}' },
    ]);
    expect(partsOf([{ type: "input_image", image_url: "https://example.test/a.png" }])).toEqual([
      { kind: "other", text: '{"type":"input_image","image_url":"https://example.test/a.png"}' },
    ]);
  });

  it("show an image given as a bare address, and one the log already shortened, by type and size", () => {
    expect(partsOf([{ type: "image_url", image_url: "https://example.test/a.png" }])).toEqual([
      { kind: "image", inline: false, address: "https://example.test/a.png" },
    ]);
    expect(partsOf([{ type: "image_url", image_url: { url: "data:image/jpeg;omitted=2048" } }])).toEqual([
      { kind: "image", inline: true, type: "image/jpeg", bytes: 2048 },
    ]);
    expect(partsOf([{ type: "image_url", image_url: { url: "data:;omitted=0" } }])).toEqual([
      { kind: "image", inline: true, type: "", bytes: 0 },
    ]);
  });

  it("are no messages when any item of the list is not a message", () => {
    expect(messagesOf([{ role: "user", content: "Hi" }, { content: "no role" }])).toBeNull();
    expect(messagesOf([{ role: "user", content: "Hi" }, "text"])).toBeNull();
    expect(messagesOf([{ role: 3, content: "Hi" }])).toBeNull();
    expect(exchange({ requestContent: '{"role":"user"}' }).messages).toBeNull();
  });
});

describe("a logged tool round trip", () => {
  it("answers a tool's result without a call id with no call", () => {
    expect(messagesOf([{ role: "tool", content: "18" }])?.[0]?.answers).toEqual({ id: null, name: null });
    expect(messagesOf([{ role: "function", content: "sunny" }])?.[0]?.answers).toEqual({
      id: null,
      name: null,
    });
    expect(messagesOf([{ role: "user", content: "Hi", tool_call_id: "call_1" }])?.[0]?.answers).toBeNull();
  });

  it("names a result by the call made earlier in the conversation, not by a deprecated call without an id", () => {
    const messages = messagesOf([
      { role: "assistant", function_call: { name: "old_style", arguments: "{}" } },
      {
        role: "assistant",
        tool_calls: [{ id: "call_2", type: "function", function: { name: "get_time", arguments: "" } }],
      },
      { role: "tool", tool_call_id: "call_2", content: "noon" },
    ]);
    expect(messages?.[1]?.toolCalls).toEqual([{ id: "call_2", name: "get_time", arguments: "" }]);
    expect(messages?.[2]?.answers).toEqual({ id: "call_2", name: "get_time" });
  });

  it("reads custom tool calls, arguments given as an object, and skips calls without a name", () => {
    const toolCalls = exchange({
      toolCalls: JSON.stringify([
        { id: "call_1", type: "custom", custom: { name: "grep", input: "TODO" } },
        { id: "call_2", type: "function", function: { name: "sum", arguments: { a: 1 } } },
        { id: 7, type: "function", function: { name: "noop" } },
        { id: "call_3", type: "function", function: { arguments: "{}" } },
        { id: "call_4", type: "custom", custom: { input: "x" } },
        { id: "call_5", type: "mystery" },
        "not a call",
      ]),
    }).toolCalls;
    expect(toolCalls).toEqual([
      { id: "call_1", name: "grep", arguments: "TODO" },
      { id: "call_2", name: "sum", arguments: '{\n  "a": 1\n}' },
      { id: null, name: "noop", arguments: "" },
    ]);
  });

  it("keeps arguments that are JSON but not an object as written", () => {
    const call = (args: string) =>
      exchange({ toolCalls: JSON.stringify([{ id: "c", function: { name: "f", arguments: args } }]) })
        .toolCalls[0]?.arguments;
    expect(call("42")).toBe("42");
    expect(call("null")).toBe("null");
    expect(call('"text"')).toBe('"text"');
    expect(call("[1,2]")).toBe("[\n  1,\n  2\n]");
  });

  it("reads no calls from a list of calls that is not a list", () => {
    expect(exchange({ toolCalls: '{"id":"call_1"}' }).toolCalls).toEqual([]);
    expect(messagesOf([{ role: "assistant", tool_calls: "call_1" }])?.[0]?.toolCalls).toEqual([]);
  });
});

describe("the tools offered, as logged", () => {
  it("reads a custom tool's name, description and format, and a tool named on itself", () => {
    const toolsOffered = exchange({
      tools: JSON.stringify([
        { type: "custom", custom: { name: "grep", description: "Search files", format: { type: "text" } } },
        { type: "custom", custom: { name: "plain", format: "free" } },
        { type: "function", name: "flat", description: "", parameters: null },
        { type: "function", function: { name: "nested", parameters: { type: "object" } } },
        "not a tool",
        { type: 3 },
      ]),
    }).toolsOffered;
    expect(toolsOffered).toEqual([
      { name: "grep", description: "Search files", parameters: '{\n  "type": "text"\n}' },
      { name: "plain", description: null, parameters: null },
      { name: "flat", description: null, parameters: null },
      { name: "nested", description: null, parameters: '{\n  "type": "object"\n}' },
    ]);
  });
});

describe("a structured answer, as logged", () => {
  it("has no schema name when the JSON schema asked for has none or is malformed", () => {
    const answer = '{"a":1}';
    expect(
      exchange({
        responseFormat: '{"type":"json_schema","json_schema":{"schema":{}}}',
        responseContent: answer,
      }).structuredOutput,
    ).toEqual({ schemaName: null, json: '{\n  "a": 1\n}' });
    expect(
      exchange({ responseFormat: '{"type":"json_schema","json_schema":"weather"}', responseContent: answer })
        .structuredOutput,
    ).toEqual({ schemaName: null, json: '{\n  "a": 1\n}' });
  });

  it("is none for an empty answer, or a format that is not an object", () => {
    expect(
      exchange({ responseFormat: '{"type":"json_object"}', responseContent: "" }).structuredOutput,
    ).toBeNull();
    expect(exchange({ responseFormat: '"json_object"', responseContent: "{}" }).structuredOutput).toBeNull();
    expect(exchange({ responseFormat: "", responseContent: "{}" }).structuredOutput).toBeNull();
  });
});
