import { describe, expect, it } from "vitest";
import { chatChunk, toolCallPiece, usageChunk } from "./anthropic-messages.test-helper.ts";
import { MessagesStream, type MessagesStreamEvent } from "./messages-stream.ts";

const context = { id: "msg_01", model: "gpt-test", estimatedInputTokens: 20 };

/** Every event of a stream of chunks, from opening to closing. */
function eventsOf(chunks: readonly Record<string, unknown>[], stream = new MessagesStream(context)) {
  return [...stream.opening(), ...chunks.flatMap((chunk) => stream.next(chunk)), ...stream.closing()];
}

const typesOf = (events: readonly MessagesStreamEvent[]) => events.map((event) => event.type);

describe("Anthropic's stream events from chat chunks", () => {
  it("opens with message_start, an empty message counting the estimated input, then a ping", () => {
    const [start, ping] = new MessagesStream(context).opening();
    expect(start).toMatchObject({
      type: "message_start",
      message: {
        id: "msg_01",
        type: "message",
        role: "assistant",
        model: "gpt-test",
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 20, output_tokens: 1 },
      },
    });
    expect(ping).toEqual({ type: "ping" });
  });

  it("streamed text becomes one text block: its start, a text_delta per piece, its stop", () => {
    const events = eventsOf([
      chatChunk({ role: "assistant", content: "" }),
      chatChunk({ content: "Hel" }),
      chatChunk({ content: "lo" }, "stop"),
    ]);
    expect(events.slice(2)).toEqual([
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "", citations: null } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Hel" } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "lo" } },
      { type: "content_block_stop", index: 0 },
      {
        type: "message_delta",
        delta: { stop_reason: "end_turn", stop_sequence: null, stop_details: null, container: null },
        usage: {
          input_tokens: null,
          output_tokens: 0,
          cache_creation_input_tokens: null,
          cache_read_input_tokens: null,
          output_tokens_details: null,
          server_tool_use: null,
        },
      },
      { type: "message_stop" },
    ]);
  });

  it("a streamed tool call becomes a tool_use block whose input arrives as input_json_delta pieces", () => {
    const events = eventsOf([
      toolCallPiece(0, { id: "call_7", name: "weather", arguments: "" }),
      toolCallPiece(0, { arguments: '{"city":' }),
      toolCallPiece(0, { arguments: '"Oslo"}' }),
      chatChunk({}, "tool_calls"),
    ]);
    expect(events.slice(2, 6)).toEqual([
      {
        type: "content_block_start",
        index: 0,
        content_block: {
          type: "tool_use",
          id: "call_7",
          name: "weather",
          input: {},
          caller: { type: "direct" },
        },
      },
      {
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json: '{"city":' },
      },
      { type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: '"Oslo"}' } },
      { type: "content_block_stop", index: 0 },
    ]);
    expect(events.at(-2)).toMatchObject({ type: "message_delta", delta: { stop_reason: "tool_use" } });
  });

  it("blocks are numbered in order, each closed when the next starts: text, then two tool calls", () => {
    const events = eventsOf([
      chatChunk({ content: "Checking both." }),
      toolCallPiece(0, { id: "call_1", name: "weather", arguments: '{"city":"Oslo"}' }),
      toolCallPiece(1, { id: "call_2", name: "weather", arguments: '{"city":"Rome"}' }),
    ]);
    const blockEvents = events.filter((event) => event.type.startsWith("content_block"));
    expect(blockEvents.map((event) => `${event.type} ${event.index}`)).toEqual([
      "content_block_start 0",
      "content_block_delta 0",
      "content_block_stop 0",
      "content_block_start 1",
      "content_block_delta 1",
      "content_block_stop 1",
      "content_block_start 2",
      "content_block_delta 2",
      "content_block_stop 2",
    ]);
  });

  it("message_delta carries the whole usage when the usage chunk had it, cached tokens as cache reads", () => {
    const events = eventsOf([chatChunk({ content: "Hi" }, "stop"), usageChunk(100, 7, 60)]);
    expect(events.at(-2)).toMatchObject({
      type: "message_delta",
      usage: {
        input_tokens: 40,
        cache_read_input_tokens: 60,
        cache_creation_input_tokens: 0,
        output_tokens: 7,
      },
    });
  });

  it("without a usage chunk, the usage the gateway estimated counts", () => {
    const stream = new MessagesStream(context);
    stream.next(chatChunk({ content: "Hi" }, "stop"));
    const delta = stream.closing({ prompt_tokens: 25, completion_tokens: 3 }).at(-2);
    expect(delta).toMatchObject({ usage: { input_tokens: 25, output_tokens: 3 } });
  });

  it("a length finish reason stops for max_tokens", () => {
    const events = eventsOf([chatChunk({ content: "Once upon" }, "length")]);
    expect(events.at(-2)).toMatchObject({ delta: { stop_reason: "max_tokens" } });
  });

  it("a streamed refusal comes as text and stops for refusal", () => {
    const events = eventsOf([
      chatChunk({ refusal: "I can't help" }),
      chatChunk({ refusal: " with that." }, "stop"),
    ]);
    expect(typesOf(events).filter((type) => type === "content_block_delta")).toHaveLength(2);
    expect(events.at(-2)).toMatchObject({
      delta: { stop_reason: "refusal", stop_details: { type: "refusal" } },
    });
  });

  it("a stream that broke off ends with an api_error event", () => {
    expect(new MessagesStream(context).failed("Upstream closed the connection")).toEqual([
      { type: "error", error: { type: "api_error", message: "Upstream closed the connection" } },
    ]);
  });

  it("the final message is what a client accumulating the events holds", () => {
    const stream = new MessagesStream({ ...context, stopSequences: ["END"] });
    eventsOf(
      [
        chatChunk({ content: "Let me check." }),
        toolCallPiece(0, { id: "call_1", name: "weather", arguments: '{"city":"Oslo"}' }),
        chatChunk({}, "tool_calls"),
        usageChunk(30, 12),
      ],
      stream,
    );
    expect(stream.message()).toMatchObject({
      content: [
        { type: "text", text: "Let me check.", citations: null },
        {
          type: "tool_use",
          id: "call_1",
          name: "weather",
          input: { city: "Oslo" },
          caller: { type: "direct" },
        },
      ],
      stop_reason: "tool_use",
      stop_sequence: null,
      usage: { input_tokens: 30, output_tokens: 12, cache_read_input_tokens: 0 },
    });
  });
});

describe("Anthropic's stream events at their edges", () => {
  it("a tool call without id or name gets an id of the message and its position, and an empty name", () => {
    const events = eventsOf([toolCallPiece(2, { arguments: "{}" }), chatChunk({}, "tool_calls")]);
    expect(events[2]).toEqual({
      type: "content_block_start",
      index: 0,
      content_block: {
        type: "tool_use",
        id: "toolu_msg_01_2",
        name: "",
        input: {},
        caller: { type: "direct" },
      },
    });
    expect(events[3]).toEqual({
      type: "content_block_delta",
      index: 0,
      delta: { type: "input_json_delta", partial_json: "{}" },
    });
  });

  it("a late piece of an earlier call goes to that call's block; empty arguments send no delta", () => {
    const stream = new MessagesStream(context);
    const events = eventsOf(
      [
        toolCallPiece(0, { id: "call_1", name: "a", arguments: "" }),
        toolCallPiece(1, { id: "call_2", name: "b", arguments: '{"x":1}' }),
        toolCallPiece(0, { arguments: '{"y":2}' }),
        chatChunk({}, "tool_calls"),
      ],
      stream,
    );
    expect(events.slice(2, 7)).toEqual([
      {
        type: "content_block_start",
        index: 0,
        content_block: { type: "tool_use", id: "call_1", name: "a", input: {}, caller: { type: "direct" } },
      },
      { type: "content_block_stop", index: 0 },
      {
        type: "content_block_start",
        index: 1,
        content_block: { type: "tool_use", id: "call_2", name: "b", input: {}, caller: { type: "direct" } },
      },
      { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: '{"x":1}' } },
      { type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: '{"y":2}' } },
    ]);
    expect(stream.message().content).toMatchObject([{ input: { y: 2 } }, { input: { x: 1 } }]);
  });

  it("a tool call whose arguments never came has an empty input", () => {
    const stream = new MessagesStream(context);
    eventsOf([toolCallPiece(0, { id: "call_1", name: "now" })], stream);
    expect(stream.message().content).toEqual([
      { type: "tool_use", id: "call_1", name: "now", input: {}, caller: { type: "direct" } },
    ]);
    expect(stream.message().stop_reason).toBe("tool_use");
  });

  it("text after a tool call opens a new text block", () => {
    const events = eventsOf([
      toolCallPiece(0, { id: "call_1", name: "now", arguments: "{}" }),
      chatChunk({ content: "Done." }),
    ]);
    expect(events.slice(4, 7)).toEqual([
      { type: "content_block_stop", index: 0 },
      { type: "content_block_start", index: 1, content_block: { type: "text", text: "", citations: null } },
      { type: "content_block_delta", index: 1, delta: { type: "text_delta", text: "Done." } },
    ]);
  });

  it("chunks without a first choice, and pieces that are not objects, give no event but their usage counts", () => {
    const stream = new MessagesStream(context);
    expect(stream.next({ choices: [{ index: 1, delta: { content: "x" } }] })).toEqual([]);
    expect(stream.next(chatChunk({ tool_calls: ["call"], content: "" }))).toEqual([]);
    expect(stream.next(usageChunk(40, 9, 10))).toEqual([]);
    const closing = stream.closing({ prompt_tokens: 1, completion_tokens: 1 });
    expect(closing.at(-2)).toMatchObject({
      delta: { stop_reason: "end_turn" },
      usage: {
        input_tokens: 30,
        output_tokens: 9,
        cache_read_input_tokens: 10,
        cache_creation_input_tokens: 0,
      },
    });
  });

  it("without any usage, the caller's estimate counts; with none at all the message's output is 0", () => {
    const estimated = new MessagesStream(context);
    estimated.next(chatChunk({ content: "Hi" }, "stop"));
    expect(estimated.closing({ prompt_tokens: 7, completion_tokens: 2 }).at(-2)).toMatchObject({
      usage: { input_tokens: 7, output_tokens: 2 },
    });
    const unknown = new MessagesStream(context);
    unknown.closing();
    expect(unknown.message().usage).toMatchObject({ input_tokens: 20, output_tokens: 0 });
  });

  it("a named stop sequence of the request is the stop reason", () => {
    const stream = new MessagesStream({ ...context, stopSequences: ["END"] });
    stream.next({ choices: [{ index: 0, delta: {}, finish_reason: "stop", stop_reason: "END" }] });
    expect(stream.closing().at(-2)).toMatchObject({
      delta: { stop_reason: "stop_sequence", stop_sequence: "END" },
    });
  });

  it("the message sent before the end has no stop reason and counts one output token", () => {
    const stream = new MessagesStream(context);
    stream.next(chatChunk({ content: "Hi" }));
    expect(stream.message()).toMatchObject({
      content: [{ type: "text", text: "Hi" }],
      stop_reason: null,
      usage: { input_tokens: 20, output_tokens: 1 },
    });
  });

  it("a finish reason that is not text is none", () => {
    const stream = new MessagesStream(context);
    stream.next({ choices: [{ index: 0, delta: {}, finish_reason: "length" }] });
    stream.next({ choices: [{ index: 0, delta: {}, finish_reason: null }] });
    expect(stream.closing().at(-2)).toMatchObject({ delta: { stop_reason: "max_tokens" } });
  });
});
