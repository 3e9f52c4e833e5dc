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
