import { describe, expect, it } from "vitest";
import { responseOfChatCompletion } from "./response-of-chat-completion.ts";
import {
  chatCompletion,
  chunk,
  responseContext,
  toolCall,
  toolCallChunk,
  usageChunk,
} from "./responses-api.test-helper.ts";
import { type ResponseStreamEvent, ResponsesStream } from "./responses-stream.ts";

const USAGE = { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 };

/** Every event of a stream fed these chunks, opening to closing. */
function streamed(
  chunks: readonly Record<string, unknown>[],
  stream = new ResponsesStream(responseContext()),
) {
  return [...stream.opening(), ...chunks.flatMap((each) => stream.next(each)), ...stream.closing()];
}

const types = (events: readonly ResponseStreamEvent[]) => events.map((event) => event.type);

describe("a chat chunk stream as Responses events", () => {
  it("opens with the response created and in progress, with nothing output yet", () => {
    const events = new ResponsesStream(responseContext()).opening();
    expect(types(events)).toEqual(["response.created", "response.in_progress"]);
    expect(events[0]?.response).toMatchObject({ id: "resp_abc123", status: "in_progress", output: [] });
    expect(events[0]?.response).not.toHaveProperty("usage");
  });

  it("a stream of text chunks becomes output_text deltas framed by the added and done events, numbered in order", () => {
    const events = streamed([
      chunk({ role: "assistant", content: "" }),
      chunk({ content: "Hel" }),
      chunk({ content: "lo" }),
      chunk({}, "stop"),
      usageChunk(USAGE),
    ]);
    expect(types(events)).toEqual([
      "response.created",
      "response.in_progress",
      "response.output_item.added",
      "response.content_part.added",
      "response.output_text.delta",
      "response.output_text.delta",
      "response.output_text.done",
      "response.content_part.done",
      "response.output_item.done",
      "response.completed",
    ]);
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_, index) => index));
    const at = { item_id: "msg_abc123", output_index: 0, content_index: 0 };
    expect(events[2]).toMatchObject({
      output_index: 0,
      item: { id: "msg_abc123", status: "in_progress", content: [] },
    });
    expect(events[3]).toMatchObject({
      ...at,
      part: { type: "output_text", text: "", annotations: [], logprobs: [] },
    });
    expect(events[4]).toEqual({
      type: "response.output_text.delta",
      ...at,
      delta: "Hel",
      logprobs: [],
      sequence_number: 4,
    });
    expect(events[6]).toMatchObject({ ...at, text: "Hello", logprobs: [] });
    expect(events[8]).toMatchObject({
      item: { status: "completed", content: [{ type: "output_text", text: "Hello" }] },
    });
  });

  it("ends with the same response a whole answer would have given, usage included", () => {
    const events = streamed([chunk({ content: "Hello" }), chunk({}, "stop"), usageChunk(USAGE)]);
    const whole = responseOfChatCompletion(chatCompletion({ content: "Hello" }), responseContext());
    expect(events.at(-1)?.response).toEqual(whole);
  });

  it("streams tool call fragments as a function_call item and its argument deltas, keeping the call id", () => {
    const events = streamed([
      toolCallChunk(0, { id: "call_a", name: "weather", arguments: "" }),
      toolCallChunk(0, { arguments: '{"city":' }),
      toolCallChunk(0, { arguments: '"Paris"}' }),
      chunk({}, "tool_calls"),
    ]);
    expect(types(events).slice(2)).toEqual([
      "response.output_item.added",
      "response.function_call_arguments.delta",
      "response.function_call_arguments.delta",
      "response.function_call_arguments.done",
      "response.output_item.done",
      "response.completed",
    ]);
    expect(events[2]?.item).toEqual({
      type: "function_call",
      id: "fc_abc123_0",
      call_id: "call_a",
      name: "weather",
      arguments: "",
      status: "in_progress",
    });
    expect(events[5]).toMatchObject({
      item_id: "fc_abc123_0",
      name: "weather",
      arguments: '{"city":"Paris"}',
    });
  });

  it("numbers output items in the order they first appear: the message, then each tool call", () => {
    const stream = new ResponsesStream(responseContext());
    streamed(
      [
        chunk({ content: "Checking." }),
        toolCallChunk(0, { id: "call_a", name: "weather", arguments: "{}" }),
        toolCallChunk(1, { id: "call_b", name: "time", arguments: "{}" }),
        chunk({}, "tool_calls"),
      ],
      stream,
    );
    const whole = responseOfChatCompletion(
      chatCompletion(
        {
          content: "Checking.",
          tool_calls: [toolCall("call_a", "weather", "{}"), toolCall("call_b", "time", "{}")],
        },
        "tool_calls",
      ),
      responseContext(),
    );
    expect(stream.response().output).toEqual(whole.output);
  });

  it("streams a refusal as refusal deltas in a refusal part", () => {
    const events = streamed([chunk({ refusal: "I can't" }), chunk({ refusal: " help." }), chunk({}, "stop")]);
    expect(types(events).slice(2, 9)).toEqual([
      "response.output_item.added",
      "response.content_part.added",
      "response.refusal.delta",
      "response.refusal.delta",
      "response.refusal.done",
      "response.content_part.done",
      "response.output_item.done",
    ]);
    expect(events[6]).toMatchObject({ refusal: "I can't help." });
  });

  it("makes a length finish reason an incomplete response for max_output_tokens", () => {
    const events = streamed([chunk({ content: "Once upon" }), chunk({}, "length")]);
    expect(events.at(-1)).toMatchObject({
      type: "response.incomplete",
      response: { status: "incomplete", incomplete_details: { reason: "max_output_tokens" } },
    });
    expect(events.at(-2)).toMatchObject({
      type: "response.output_item.done",
      item: { status: "incomplete" },
    });
  });

  it("counts usage from the caller's figures when the provider sent no usage chunk", () => {
    const stream = new ResponsesStream(responseContext());
    stream.opening();
    stream.next(chunk({ content: "Hi" }, "stop"));
    const [last] = stream.closing({ prompt_tokens: 3, completion_tokens: 1 }).slice(-1);
    expect(last?.response).toMatchObject({ usage: { input_tokens: 3, output_tokens: 1, total_tokens: 4 } });
  });

  it("still answers with an empty message when the provider said nothing", () => {
    const events = streamed([chunk({}, "stop")]);
    expect(types(events).slice(2)).toEqual([
      "response.output_item.added",
      "response.content_part.added",
      "response.output_text.done",
      "response.content_part.done",
      "response.output_item.done",
      "response.completed",
    ]);
  });

  it("carries the tokens' log probabilities on each text delta and on the finished text", () => {
    const logprobs = { content: [{ token: "Hi", logprob: -0.5, bytes: [72, 105], top_logprobs: [] }] };
    const events = streamed([chunk({ content: "Hi" }, null, { logprobs }), chunk({}, "stop")]);
    const expected = [{ token: "Hi", logprob: -0.5, bytes: [72, 105], top_logprobs: [] }];
    expect(events.find((event) => event.type === "response.output_text.delta")?.logprobs).toEqual(expected);
    expect(events.find((event) => event.type === "response.output_text.done")?.logprobs).toEqual(expected);
  });

  it("fails with a server error, keeping what had arrived, and gives that response for storage", () => {
    const stream = new ResponsesStream(responseContext());
    const numbered = [...stream.opening(), ...stream.next(chunk({ content: "Hel" }))];
    const [failed] = stream.failed("The provider closed the connection");
    expect(failed).toMatchObject({
      type: "response.failed",
      sequence_number: numbered.length,
      response: {
        status: "failed",
        error: { code: "server_error", message: "The provider closed the connection" },
        output: [{ type: "message", status: "incomplete", content: [{ type: "output_text", text: "Hel" }] }],
      },
    });
    expect(stream.response()).toBe(failed?.response);
  });

  it("leaves events already sent unchanged as later deltas arrive", () => {
    const stream = new ResponsesStream(responseContext());
    const [added, partAdded] = stream.next(chunk({ content: "Hel" }));
    stream.next(chunk({ content: "lo" }));
    stream.closing();
    expect(added?.item).toMatchObject({ content: [] });
    expect(partAdded?.part).toMatchObject({ text: "" });
  });
});

describe("a chat chunk stream as Responses events, at its edges", () => {
  it("reads the first choice only, and the service tier the provider names", () => {
    const stream = new ResponsesStream(responseContext());
    stream.opening();
    expect(stream.next(chunk({ content: "other" }, null, { index: 1 }))).toEqual([]);
    expect(stream.next({ choices: "none", service_tier: "priority" })).toEqual([]);
    stream.next(chunk({ content: "Hi" }, null, { index: undefined }));
    const events = stream.closing();
    expect(events.at(-1)?.response).toMatchObject({
      service_tier: "priority",
      output: [{ content: [{ type: "output_text", text: "Hi" }] }],
    });
  });

  it("while open, the response holds what arrived so far, in progress", () => {
    const stream = new ResponsesStream(responseContext());
    stream.opening();
    stream.next(chunk({ content: "Hel" }));
    expect(stream.response()).toMatchObject({
      status: "in_progress",
      output: [{ type: "message", status: "in_progress", content: [{ type: "output_text", text: "Hel" }] }],
    });
  });

  it("text and a refusal share the message, the refusal as its second part", () => {
    const events = streamed([chunk({ content: "Well, " }), chunk({ refusal: "no." }), chunk({}, "stop")]);
    expect(events.find((event) => event.type === "response.refusal.delta")).toMatchObject({
      item_id: "msg_abc123",
      output_index: 0,
      content_index: 1,
      delta: "no.",
    });
    expect(events.find((event) => event.type === "response.refusal.done")).toMatchObject({
      item_id: "msg_abc123",
      content_index: 1,
      refusal: "no.",
    });
    expect(
      events.filter((event) => event.type === "response.content_part.done").map((event) => event.part),
    ).toEqual([
      { type: "output_text", text: "Well, ", annotations: [], logprobs: [] },
      { type: "refusal", refusal: "no." },
    ]);
  });

  it("a tool call's id and name sent late fill in; a fragment without an index is the first call's", () => {
    const events = streamed([
      { choices: [{ index: 0, delta: { tool_calls: [{ function: { arguments: '{"a":' } }] } }] },
      toolCallChunk(0, { id: "call_late", name: "late", arguments: "1}" }),
      toolCallChunk(0, { id: "call_other", name: "other", arguments: "" }),
      chunk({}, "tool_calls"),
    ]);
    expect(types(events).slice(2)).toEqual([
      "response.output_item.added",
      "response.function_call_arguments.delta",
      "response.function_call_arguments.delta",
      "response.function_call_arguments.done",
      "response.output_item.done",
      "response.completed",
    ]);
    expect(events[2]).toMatchObject({ output_index: 0, item: { call_id: "", name: "", arguments: "" } });
    expect(events[3]).toMatchObject({ item_id: "fc_abc123_0", output_index: 0, delta: '{"a":' });
    expect(events.at(-2)?.item).toEqual({
      id: "fc_abc123_0",
      type: "function_call",
      status: "completed",
      call_id: "call_late",
      name: "late",
      arguments: '{"a":1}',
    });
  });

  it("a tool call that is not an object gives nothing; one of a malformed function reads as empty", () => {
    const stream = new ResponsesStream(responseContext());
    expect(stream.next(chunk({ tool_calls: ["call"] }))).toEqual([]);
    const [added] = stream.next(chunk({ tool_calls: [{ index: 2, id: 7, function: "f" }] }));
    expect(added).toMatchObject({ item: { id: "fc_abc123_0", call_id: "", name: "", arguments: "" } });
  });

  it("a second tool call after the message is numbered after it", () => {
    const events = streamed([
      chunk({ content: "Checking." }),
      toolCallChunk(3, { id: "call_a", name: "now", arguments: "{}" }),
      chunk({}, "tool_calls"),
    ]);
    const done = events.find((event) => event.type === "response.function_call_arguments.done");
    expect(done).toEqual({
      type: "response.function_call_arguments.done",
      item_id: "fc_abc123_0",
      output_index: 1,
      name: "now",
      arguments: "{}",
      sequence_number: done?.sequence_number,
    });
  });

  it("the provider's usage wins over the caller's figures, and the completion time is said", () => {
    const stream = new ResponsesStream(responseContext());
    stream.next(chunk({ content: "Hi" }, "stop"));
    stream.next(usageChunk(USAGE));
    const [last] = stream.closing({ prompt_tokens: 3, completion_tokens: 1 }, 1_700_000_009).slice(-1);
    expect(last?.response).toMatchObject({
      usage: { input_tokens: 12, output_tokens: 5 },
      completed_at: 1_700_000_009,
    });
  });

  it("a failed stream keeps the usage it had been sent", () => {
    const stream = new ResponsesStream(responseContext());
    stream.next(usageChunk(USAGE));
    const [failed] = stream.failed("broke");
    expect(failed?.response).toMatchObject({
      usage: { input_tokens: 12, output_tokens: 5, total_tokens: 17 },
      output: [],
    });
  });

  it("a content filter leaves the response incomplete for content_filter", () => {
    const events = streamed([chunk({ content: "..." }), chunk({}, "content_filter")]);
    expect(events.at(-1)).toMatchObject({
      type: "response.incomplete",
      response: { incomplete_details: { reason: "content_filter" } },
    });
  });

  it("an empty text or refusal delta opens nothing", () => {
    const stream = new ResponsesStream(responseContext());
    expect(stream.next(chunk({ content: "", refusal: "" }))).toEqual([]);
  });
});
