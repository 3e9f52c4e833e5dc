import { describe, expect, it } from "vitest";
import { MessagesStreamSummary, summaryOfMessage } from "./message-summary.ts";

const message = (
  content: unknown[],
  usage: Record<string, unknown> = { input_tokens: 10, output_tokens: 4 },
) => ({
  id: "msg_1",
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-5",
  content,
  usage,
});

describe("the log's summary of a native Messages answer", () => {
  it("keeps the text blocks joined, the model and the token counts", () => {
    const summary = summaryOfMessage(
      message([
        { type: "text", text: "Hello" },
        { type: "text", text: " there" },
      ]),
    );
    expect(summary).toEqual({
      text: "Hello there",
      inputTokens: 10,
      outputTokens: 4,
      cachedInputTokens: null,
      model: "claude-sonnet-4-5",
    });
  });

  it("writes tool uses as a chat answer's tool calls are written: name, then arguments", () => {
    const content = [
      { type: "text", text: "Checking." },
      { type: "tool_use", id: "toolu_1", name: "weather", input: { city: "Oslo" } },
    ];
    expect(summaryOfMessage(message(content)).text).toBe('Checking.\nweather\n{"city":"Oslo"}');
  });

  it("counts the whole input: fresh, read from the cache and written to it, and says how much came from the cache", () => {
    const usage = {
      input_tokens: 5,
      cache_read_input_tokens: 100,
      cache_creation_input_tokens: 20,
      output_tokens: 3,
    };
    expect(summaryOfMessage(message([], usage))).toMatchObject({
      inputTokens: 125,
      outputTokens: 3,
      cachedInputTokens: 100,
    });
  });

  it("leaves thinking out and says nothing of counts it was not given", () => {
    const thinking = { type: "thinking", thinking: "Hmm.", signature: "s" };
    expect(summaryOfMessage({ content: [thinking, { type: "text", text: "42" }] })).toEqual({
      text: "42",
      inputTokens: null,
      outputTokens: null,
      cachedInputTokens: null,
      model: null,
    });
  });
});

describe("the log's summary of a native Messages stream", () => {
  const start = {
    type: "message_start",
    message: { ...message([], { input_tokens: 25, output_tokens: 1 }) },
  };

  it("puts text and tool input back together and reads the final usage from message_delta", () => {
    const summary = new MessagesStreamSummary();
    for (const event of [
      start,
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Let me " } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "check." } },
      { type: "content_block_stop", index: 0 },
      {
        type: "content_block_start",
        index: 1,
        content_block: { type: "tool_use", id: "t", name: "weather", input: {} },
      },
      {
        type: "content_block_delta",
        index: 1,
        delta: { type: "input_json_delta", partial_json: '{"city":' },
      },
      { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: '"Oslo"}' } },
      { type: "content_block_stop", index: 1 },
      {
        type: "message_delta",
        delta: { stop_reason: "tool_use" },
        usage: { output_tokens: 30, cache_read_input_tokens: 50 },
      },
      { type: "message_stop" },
    ])
      summary.add(event);
    expect(summary.summary()).toEqual({
      text: 'Let me check.\nweather\n{"city":"Oslo"}',
      inputTokens: 75,
      outputTokens: 30,
      cachedInputTokens: 50,
      model: "claude-sonnet-4-5",
    });
  });

  it("tells which events carried some of the answer, for the time to first token", () => {
    const summary = new MessagesStreamSummary();
    const carried = [
      start,
      { type: "ping" },
      { type: "content_block_start", index: 0, content_block: { type: "thinking", thinking: "" } },
      { type: "content_block_delta", index: 0, delta: { type: "thinking_delta", thinking: "Hmm" } },
      { type: "content_block_start", index: 1, content_block: { type: "text", text: "" } },
      { type: "content_block_delta", index: 1, delta: { type: "text_delta", text: "42" } },
    ].map((event) => summary.add(event));
    expect(carried).toEqual([false, false, false, false, false, true]);
  });
});
