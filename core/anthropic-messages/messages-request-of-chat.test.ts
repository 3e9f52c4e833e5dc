import { describe, expect, it } from "vitest";
import type { ChatCompletionBody } from "../chat-completions/chat-completion-body.ts";
import { PLAYGROUND_DEFAULTS } from "../chat-completions/playground-settings.ts";
import { chatBodyOfMessages } from "./chat-body-of-messages.ts";
import { messagesRequestOfChat } from "./messages-request-of-chat.ts";

const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const WEATHER_PARAMETERS = {
  type: "object",
  properties: { location: { type: "string" } },
  required: ["location"],
  additionalProperties: false,
};

function chatBody(overrides: Partial<ChatCompletionBody> = {}): ChatCompletionBody {
  return {
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: "What is a watt?" }],
    temperature: 0.7,
    top_p: 0.9,
    frequency_penalty: 1.1,
    stream: true,
    max_tokens: 512,
    ...overrides,
  };
}

/** A conversation where the model called a tool, was answered, and was asked more about a photo. */
const TOOL_CONVERSATION = chatBody({
  messages: [
    { role: "system", content: "Answer briefly." },
    { role: "user", content: "Weather in Paris and Lyon?" },
    {
      role: "assistant",
      content: "Let me look.",
      tool_calls: [
        {
          id: "call_1",
          type: "function",
          function: { name: "get_weather", arguments: '{"location":"Paris"}' },
        },
        {
          id: "call_2",
          type: "function",
          function: { name: "get_weather", arguments: '{"location":"Lyon"}' },
        },
      ],
    },
    { role: "tool", content: "18 C", tool_call_id: "call_1" },
    { role: "tool", content: "21 C", tool_call_id: "call_2" },
    {
      role: "user",
      content: [
        { type: "text", text: "Is this Lyon?" },
        { type: "image_url", image_url: { url: `data:image/png;base64,${PNG_BASE64}` } },
      ],
    },
  ],
  tools: [
    {
      type: "function",
      function: { name: "get_weather", description: "Weather now", parameters: WEATHER_PARAMETERS },
    },
  ],
  routing_strategy: "Energy Cost",
});

/** What Anthropic's SDK sends for the request when it streams it. */
function sentBySdk(body: ChatCompletionBody) {
  const request = messagesRequestOfChat(body);
  if (request === null) throw new Error("no Messages request");
  return { ...request.params, ...request.passedOn, stream: true };
}

describe("a chat request put to Anthropic's Messages API", () => {
  it("gives the system prompt as system, and the token limit as the max_tokens Anthropic requires", () => {
    const request = messagesRequestOfChat(TOOL_CONVERSATION);
    expect(request?.params).toMatchObject({
      model: "gpt-4o-mini",
      max_tokens: 512,
      system: "Answer briefly.",
    });
  });

  it("turns tool calls into tool uses of the parsed arguments, and their results into one user turn", () => {
    const turns = messagesRequestOfChat(TOOL_CONVERSATION)?.params.messages;
    expect(turns).toEqual([
      { role: "user", content: "Weather in Paris and Lyon?" },
      {
        role: "assistant",
        content: [
          { type: "text", text: "Let me look." },
          { type: "tool_use", id: "call_1", name: "get_weather", input: { location: "Paris" } },
          { type: "tool_use", id: "call_2", name: "get_weather", input: { location: "Lyon" } },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "call_1", content: "18 C" },
          { type: "tool_result", tool_use_id: "call_2", content: "21 C" },
          { type: "text", text: "Is this Lyon?" },
          { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_BASE64 } },
        ],
      },
    ]);
  });

  it("gives tool arguments that are no JSON object as an empty input, as the gateway's own answers do", () => {
    const cutOff = chatBody({
      messages: [
        {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "call_1", type: "function", function: { name: "ping", arguments: '{"unfinished' } },
          ],
        },
      ],
    });
    expect(messagesRequestOfChat(cutOff)?.params.messages).toEqual([
      { role: "assistant", content: [{ type: "tool_use", id: "call_1", name: "ping", input: {} }] },
    ]);
  });

  it("offers the functions as tools with their schema as input_schema, an empty one when they take none", () => {
    const tools = chatBody({
      tools: [
        { type: "function", function: { name: "get_weather", parameters: WEATHER_PARAMETERS, strict: true } },
        { type: "function", function: { name: "ping", strict: null } },
      ],
    });
    expect(messagesRequestOfChat(tools)?.params.tools).toEqual([
      { name: "get_weather", input_schema: WEATHER_PARAMETERS, strict: true },
      { name: "ping", input_schema: { type: "object", properties: {} } },
    ]);
  });

  it("passes on what Anthropic's SDK does not name, sampling settings and the routing strategy included", () => {
    expect(messagesRequestOfChat(TOOL_CONVERSATION)?.passedOn).toEqual({
      temperature: 0.7,
      top_p: 0.9,
      frequency_penalty: 1.1,
      routing_strategy: "Energy Cost",
    });
  });

  it("asks a reasoning model for its effort and completion tokens", () => {
    const reasoning = chatBody({
      max_tokens: undefined,
      max_completion_tokens: 2000,
      reasoning_effort: "high",
      store: false,
    });
    const request = messagesRequestOfChat(reasoning);
    expect(request?.params).toMatchObject({ max_tokens: 2000, output_config: { effort: "high" } });
    expect(request?.passedOn).toMatchObject({ store: false });
    expect(request?.passedOn).not.toHaveProperty("reasoning_effort");
  });

  it("puts a system message among the turns as a system turn in its place", () => {
    const midway = chatBody({
      messages: [
        { role: "user", content: "Hi" },
        { role: "system", content: "Now answer in French." },
        { role: "user", content: "Bye" },
      ],
    });
    const request = messagesRequestOfChat(midway);
    expect(request?.params).not.toHaveProperty("system");
    expect(request?.params.messages).toEqual([
      { role: "user", content: "Hi" },
      { role: "system", content: "Now answer in French." },
      { role: "user", content: "Bye" },
    ]);
  });

  it("does not apply to a request for structured output, or a temperature above Anthropic's 1", () => {
    const structured = chatBody({
      response_format: { type: "json_schema", json_schema: { name: "a", schema: {}, strict: true } },
    });
    expect(messagesRequestOfChat(structured)).toBeNull();
    expect(messagesRequestOfChat(chatBody({ temperature: 1.2 }))).toBeNull();
    expect(messagesRequestOfChat(chatBody({ temperature: 1 }))).not.toBeNull();
  });

  it("is read back by the gateway as the very chat request it came from", () => {
    const { max_tokens, ...asked } = TOOL_CONVERSATION;
    expect(chatBodyOfMessages(sentBySdk(TOOL_CONVERSATION))).toEqual({
      ...asked,
      max_completion_tokens: max_tokens,
    });
  });
});

describe("a chat request put to Anthropic's Messages API, at its edges", () => {
  it("without a token limit asks for the playground's default, which Anthropic requires", () => {
    const request = messagesRequestOfChat(chatBody({ max_tokens: undefined }));
    expect(request?.params.max_tokens).toBe(PLAYGROUND_DEFAULTS.maxTokens);
    const both = messagesRequestOfChat(chatBody({ max_tokens: 100, max_completion_tokens: 200 }));
    expect(both?.params.max_tokens).toBe(100);
  });

  it("passes on neither tool_choice nor max_completion_tokens, which become Messages fields", () => {
    const body = chatBody({
      max_completion_tokens: 300,
      tools: [{ type: "function", function: { name: "ping" } }],
      tool_choice: "auto",
    } as Partial<ChatCompletionBody>);
    expect(messagesRequestOfChat(body)?.passedOn).toEqual({
      temperature: 0.7,
      top_p: 0.9,
      frequency_penalty: 1.1,
    });
  });

  it.each([
    ["auto", { type: "auto" }],
    ["none", { type: "none" }],
    ["required", { type: "any" }],
    [
      { type: "function", function: { name: "ping" } },
      { type: "tool", name: "ping" },
    ],
  ])("tool_choice %j is Anthropic's %j", (choice, expected) => {
    const body = chatBody({ tool_choice: choice } as Partial<ChatCompletionBody>);
    expect(messagesRequestOfChat(body)?.params.tool_choice).toEqual(expected);
  });

  it("a tool_choice it cannot read asks for none", () => {
    for (const choice of [null, "sometimes", { type: "function" }, { function: { name: 7 } }]) {
      const body = chatBody({ tool_choice: choice } as Partial<ChatCompletionBody>);
      expect(messagesRequestOfChat(body)?.params).not.toHaveProperty("tool_choice");
    }
  });

  it("no tools and no reasoning effort ask for neither", () => {
    const params = messagesRequestOfChat(chatBody({ tools: [] }))?.params;
    expect(params).not.toHaveProperty("tools");
    expect(params).not.toHaveProperty("output_config");
  });

  it("leading system messages are joined by a blank line, their parts' texts by a line", () => {
    const body = chatBody({
      messages: [
        { role: "system", content: "Be brief." },
        {
          role: "system",
          content: [
            { type: "text", text: "Answer" },
            { type: "text", text: "in French." },
          ],
        },
        { role: "user", content: "Hi" },
      ],
    });
    expect(messagesRequestOfChat(body)?.params).toMatchObject({
      system: "Be brief.\n\nAnswer\nin French.",
      messages: [{ role: "user", content: "Hi" }],
    });
  });

  it("a conversation of system messages alone is all system, with no turn", () => {
    const params = messagesRequestOfChat(
      chatBody({ messages: [{ role: "system", content: "Be brief." }] }),
    )?.params;
    expect(params?.system).toBe("Be brief.");
    expect(params?.messages).toEqual([]);
  });

  it("an empty text is left out, an image by URL kept by URL, and consecutive user messages make one turn", () => {
    const body = chatBody({
      messages: [
        { role: "user", content: "" },
        { role: "user", content: [{ type: "image_url", image_url: { url: "https://example.com/cat.png" } }] },
        { role: "assistant", content: "A cat." },
      ],
    });
    expect(messagesRequestOfChat(body)?.params.messages).toEqual([
      {
        role: "user",
        content: [{ type: "image", source: { type: "url", url: "https://example.com/cat.png" } }],
      },
      { role: "assistant", content: "A cat." },
    ]);
  });

  it("a tool message without content or call id is a tool result without content, answering the empty id", () => {
    const body = chatBody({
      messages: [{ role: "tool", content: null } as unknown as ChatCompletionBody["messages"][number]],
    });
    expect(messagesRequestOfChat(body)?.params.messages).toEqual([
      { role: "user", content: [{ type: "tool_result", tool_use_id: "" }] },
    ]);
  });

  it("a tool's description is kept as its description", () => {
    const body = chatBody({
      tools: [{ type: "function", function: { name: "ping", description: "Pings" } }],
    });
    expect(messagesRequestOfChat(body)?.params.tools).toEqual([
      { name: "ping", description: "Pings", input_schema: { type: "object", properties: {} } },
    ]);
  });
});
