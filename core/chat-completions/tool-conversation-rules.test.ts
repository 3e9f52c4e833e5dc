import { describe, expect, it } from "vitest";
import { CONTEXT_MESSAGE_LIMIT, chatCompletionBody } from "./chat-completion-body.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import type { ChatMessage, ToolCall } from "./chat-message.ts";
import {
  appendStreamEvent,
  type CompletionResult,
  readCompletion,
  readCompletionChunk,
} from "./completion-result.ts";
import type { FunctionTool } from "./function-tool.ts";
import { PLAYGROUND_DEFAULTS } from "./playground-settings.ts";

const weather: FunctionTool = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The weather in a city",
    parameters: { type: "object", properties: { location: { type: "string" } }, required: ["location"] },
  },
};
const parisCall: ToolCall = { id: "call_paris", name: "get_weather", arguments: '{"location":"Paris"}' };
const romeCall: ToolCall = { id: "call_rome", name: "get_weather", arguments: '{"location":"Rome"}' };

function request(messages: readonly ChatMessage[], overrides: Partial<ChatCompletionRequest> = {}) {
  return chatCompletionBody(
    {
      model: { systemName: "gpt-4o-mini", hasReasoning: false },
      messages,
      settings: PLAYGROUND_DEFAULTS,
      ...overrides,
    },
    false,
  );
}

function chatter(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
    content: `turn ${index}`,
  }));
}

describe("a conversation with tools, as the playground sends it", () => {
  it("keeps an assistant message without words when it asks for tools, and drops one that asks for nothing", () => {
    const body = request([
      { role: "user", content: "Weather in Paris?" },
      { role: "assistant", content: null, toolCalls: [parisCall] },
      { role: "tool", content: "18 °C, sunny", toolCallId: "call_paris" },
      { role: "assistant", content: null },
    ]);
    expect(body.messages).toEqual([
      { role: "user", content: "Weather in Paris?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_paris",
            type: "function",
            function: { name: "get_weather", arguments: '{"location":"Paris"}' },
          },
        ],
      },
      { role: "tool", content: "18 °C, sunny", tool_call_id: "call_paris" },
    ]);
  });

  it("never starts the latest messages with a tool result parted from the call it answers", () => {
    const messages: ChatMessage[] = [
      ...chatter(CONTEXT_MESSAGE_LIMIT),
      { role: "assistant", content: null, toolCalls: [parisCall, romeCall] },
      { role: "tool", content: "18 °C", toolCallId: "call_paris" },
      { role: "tool", content: "24 °C", toolCallId: "call_rome" },
      ...chatter(CONTEXT_MESSAGE_LIMIT - 1).slice(0, CONTEXT_MESSAGE_LIMIT - 2),
    ];
    // The plain limit would start at the second result: the window reaches back to the call instead.
    const sent = request(messages).messages;
    expect(sent[0]).toMatchObject({
      role: "assistant",
      tool_calls: [{ id: "call_paris" }, { id: "call_rome" }],
    });
    expect(sent.filter((message) => message.role === "tool")).toHaveLength(2);
    expect(sent).toHaveLength(CONTEXT_MESSAGE_LIMIT + 1);
  });

  it("leaves out a tool result whose call is not in the conversation, which a provider would refuse", () => {
    const body = request([
      { role: "user", content: "Hello" },
      { role: "tool", content: "orphan", toolCallId: "call_gone" },
    ]);
    expect(body.messages).toEqual([{ role: "user", content: "Hello" }]);
  });

  it("still puts the system prompt first, before a conversation that starts with a call", () => {
    const body = request(
      [
        { role: "assistant", content: null, toolCalls: [parisCall] },
        { role: "tool", content: "18 °C", toolCallId: "call_paris" },
      ],
      { systemPrompt: "Answer briefly." },
    );
    expect(body.messages.map((message) => message.role)).toEqual(["system", "assistant", "tool"]);
    expect(body.messages[0]).toEqual({ role: "system", content: "Answer briefly." });
  });

  it("sends a question's images as image parts after its words", () => {
    const image = "data:image/png;base64,iVBORw0KGgo=";
    const body = request([{ role: "user", content: "What is this?", images: [image] }]);
    expect(body.messages[0]?.content).toEqual([
      { type: "text", text: "What is this?" },
      { type: "image_url", image_url: { url: image } },
    ]);
  });

  it("offers the tools and asks for the schema only when they are set", () => {
    const question: ChatMessage[] = [{ role: "user", content: "Weather in Paris?" }];
    expect(request(question)).not.toHaveProperty("tools");
    expect(request(question)).not.toHaveProperty("response_format");
    const schema = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };
    const body = request(question, {
      tools: [weather],
      responseFormat: { name: "report", schema, strict: true },
    });
    expect(body.tools).toEqual([weather]);
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "report", schema, strict: true },
    });
  });
});

describe("an answer that calls tools", () => {
  it("is read whole with its calls and no words", () => {
    const answer = readCompletion(
      {
        choices: [
          {
            message: {
              role: "assistant",
              content: null,
              tool_calls: [
                {
                  id: "call_paris",
                  type: "function",
                  function: { name: "get_weather", arguments: '{"location":"Paris"}' },
                },
              ],
            },
          },
        ],
      },
      "Weather in Paris?",
    );
    expect(answer.message).toBe("");
    expect(answer.toolCalls).toEqual([parisCall]);
  });

  it("builds up from streamed pieces: the id and name first, the arguments in pieces", () => {
    const chunks = [
      {
        choices: [
          {
            delta: {
              tool_calls: [
                {
                  index: 0,
                  id: "call_paris",
                  type: "function",
                  function: { name: "get_weather", arguments: "" },
                },
              ],
            },
          },
        ],
      },
      { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: '{"location"' } }] } }] },
      { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: ':"Paris"}' } }] } }] },
      {
        choices: [
          {
            delta: {
              tool_calls: [
                {
                  index: 1,
                  id: "call_rome",
                  function: { name: "get_weather", arguments: '{"location":"Rome"}' },
                },
              ],
            },
          },
        ],
      },
    ];
    const start: CompletionResult = { message: "", question: "Weather?", usage: null };
    const answer = chunks.flatMap(readCompletionChunk).reduce(appendStreamEvent, start);
    expect(answer.toolCalls).toEqual([parisCall, romeCall]);
    expect(answer.message).toBe("");
  });
});
