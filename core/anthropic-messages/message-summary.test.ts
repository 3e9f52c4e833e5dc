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

/** A stream's summary when none of its events could be read. */
const NOTHING_SUMMED = {
  text: "",
  inputTokens: null,
  outputTokens: null,
  cachedInputTokens: null,
  model: null,
};

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

describe("the log's summaries at their edges", () => {
  it("a tool use without a name or input is logged with an empty name and {}", () => {
    expect(summaryOfMessage(message([{ type: "tool_use", id: "toolu_1" }])).text).toBe("\n{}");
  });

  it("what is not a message, or has no list of content, is an empty answer; blocks that are not objects are skipped", () => {
    const empty = { text: "", inputTokens: null, outputTokens: null, cachedInputTokens: null, model: null };
    expect(summaryOfMessage("Hello")).toEqual(empty);
    expect(summaryOfMessage({ content: "Hello", model: 7 })).toEqual(empty);
    expect(
      summaryOfMessage({ content: ["Hello", { type: "text", text: 7 }, { type: "text", text: "Hi" }] }).text,
    ).toBe("Hi");
  });

  it("a count that is not a finite number is unknown; missing cache counts add nothing", () => {
    const usage = { input_tokens: 10, output_tokens: Number.NaN, cache_read_input_tokens: "5" };
    expect(summaryOfMessage(message([], usage))).toMatchObject({
      inputTokens: 10,
      outputTokens: null,
      cachedInputTokens: null,
    });
    expect(summaryOfMessage(message([], { input_tokens: "10", cache_read_input_tokens: 5 }))).toMatchObject({
      inputTokens: null,
      cachedInputTokens: 5,
    });
    expect(
      summaryOfMessage(message([], { input_tokens: 10, cache_creation_input_tokens: 7 })).inputTokens,
    ).toBe(17);
  });

  it("a stream's events that are not objects, or of types it does not read, carry nothing", () => {
    const summary = new MessagesStreamSummary();
    expect(summary.add("ping")).toBe(false);
    expect(summary.add({ type: "message_stop" })).toBe(false);
    expect(summary.add({ type: "content_block_start", index: 0, content_block: "text" })).toBe(false);
    expect(summary.add({ type: "content_block_delta", index: 0, delta: "Hi" })).toBe(false);
    expect(summary.add({ type: "message_delta", usage: "lots" })).toBe(false);
    expect(summary.add({ type: "message_start", message: "msg" })).toBe(false);
    expect(summary.summary()).toEqual(NOTHING_SUMMED);
  });

  it("a block started with text carries it; deltas to a block never started are ignored", () => {
    const summary = new MessagesStreamSummary();
    expect(
      summary.add({ type: "content_block_start", index: 0, content_block: { type: "text", text: "Hi" } }),
    ).toBe(true);
    expect(
      summary.add({ type: "content_block_delta", index: 3, delta: { type: "text_delta", text: "lost" } }),
    ).toBe(false);
    expect(
      summary.add({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "" } }),
    ).toBe(false);
    expect(
      summary.add({
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json: "{}" },
      }),
    ).toBe(false);
    expect(
      summary.add({ type: "content_block_delta", delta: { type: "text_delta", text: "no index" } }),
    ).toBe(false);
    expect(summary.summary().text).toBe("Hi");
  });

  it("a tool use's start carries the answer; its input is the one it started with when no JSON streamed", () => {
    const summary = new MessagesStreamSummary();
    const block = { type: "tool_use", id: "toolu_1", name: "weather", input: { city: "Rome" } };
    expect(summary.add({ type: "content_block_start", index: 0, content_block: block })).toBe(true);
    expect(
      summary.add({
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json: "" },
      }),
    ).toBe(false);
    expect(
      summary.add({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "x" } }),
    ).toBe(false);
    expect(summary.summary().text).toBe('weather\n{"city":"Rome"}');
  });

  it("a tool use without name or input is logged with an empty name and {}", () => {
    const summary = new MessagesStreamSummary();
    summary.add({ type: "content_block_start", index: 0, content_block: { type: "tool_use" } });
    expect(summary.summary().text).toBe("\n{}");
  });

  it("message_start's own content counts, and message_delta's input counts replace its own", () => {
    const summary = new MessagesStreamSummary();
    summary.add({
      type: "message_start",
      message: {
        model: "claude-haiku-4-5",
        usage: { input_tokens: 25, output_tokens: 1, cache_read_input_tokens: 3 },
        content: [{ type: "text", text: "Pre" }],
      },
    });
    summary.add({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "fix" } });
    summary.add({
      type: "message_delta",
      usage: {
        output_tokens: 9,
        input_tokens: 30,
        cache_creation_input_tokens: 4,
        cache_read_input_tokens: "x",
      },
    });
    expect(summary.summary()).toEqual({
      text: "Prefix",
      inputTokens: 37,
      outputTokens: 9,
      cachedInputTokens: 3,
      model: "claude-haiku-4-5",
    });
  });

  it("a message_delta without output tokens keeps message_start's", () => {
    const summary = new MessagesStreamSummary();
    summary.add({
      type: "message_start",
      message: { model: 7, usage: { input_tokens: 2, output_tokens: 1 } },
    });
    summary.add({ type: "message_delta", usage: { input_tokens: 4 } });
    expect(summary.summary()).toMatchObject({ inputTokens: 4, outputTokens: 1, model: null });
  });
});

describe("the log's summary of blocks it does not read", () => {
  it("skips null blocks and the text fields of blocks that are not text", () => {
    const content = [null, { type: "server_tool_use", text: "hidden" }, { type: "text", text: "Hi" }];
    expect(summaryOfMessage({ content }).text).toBe("Hi");
  });

  it("a stream's text delta for a tool use's block, or a JSON delta for a text block, adds nothing", () => {
    const summary = new MessagesStreamSummary();
    summary.add({
      type: "content_block_start",
      index: 0,
      content_block: { type: "tool_use", name: "f", input: {} },
    });
    summary.add({ type: "content_block_start", index: 1, content_block: { type: "text", text: "t" } });
    expect(
      summary.add({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "x" } }),
    ).toBe(false);
    expect(
      summary.add({
        type: "content_block_delta",
        index: 1,
        delta: { type: "input_json_delta", partial_json: "{}" },
      }),
    ).toBe(false);
    expect(summary.add({ type: "content_block_delta", index: 1, delta: { type: "other", text: "y" } })).toBe(
      false,
    );
    expect(
      summary.add({ type: "content_block_delta", index: 0, delta: { type: "other", partial_json: "{" } }),
    ).toBe(false);
    expect(
      summary.add({ type: "content_block_delta", index: 1, delta: { type: "text_delta", text: 3 } }),
    ).toBe(false);
    expect(summary.summary().text).toBe("t\nf\n{}");
  });

  it("a text block without text, and events given as null, are no answer", () => {
    const summary = new MessagesStreamSummary();
    expect(summary.add(null)).toBe(false);
    expect(summary.add({ type: "content_block_start", index: 0, content_block: { type: "text" } })).toBe(
      false,
    );
    expect(summary.add({ type: "content_block_start", index: 1, content_block: null })).toBe(false);
    expect(summary.add({ type: "content_block_delta", index: 0, delta: null })).toBe(false);
    expect(summary.add({ type: "message_start", message: null })).toBe(false);
    expect(summary.add({ type: "message_start", message: { usage: null, content: null } })).toBe(false);
    expect(summary.add({ type: "message_delta", usage: null })).toBe(false);
    expect(summary.summary()).toEqual(NOTHING_SUMMED);
  });

  it("a delta without an index reaches no block, not even one at -1 or 1", () => {
    const summary = new MessagesStreamSummary();
    summary.add({ type: "content_block_start", index: 1, content_block: { type: "text", text: "a" } });
    summary.add({ type: "content_block_delta", delta: { type: "text_delta", text: "b" } });
    expect(summary.summary().text).toBe("a");
  });
});
