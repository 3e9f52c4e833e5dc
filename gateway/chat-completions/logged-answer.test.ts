import { describe, expect, it } from "vitest";
import { loggedAnswerOf, loggedCompletion } from "./logged-answer.ts";
import { chatMessageOfNativeAnswer, NativeStreamAnswer } from "./native-answer-log.ts";

const CALL = {
  id: "call_1",
  type: "function",
  function: { name: "get_weather", arguments: '{"city":"Paris"}' },
};

describe("an answer as the log keeps it", () => {
  it("keeps the words of an answer that made no call", () => {
    expect(loggedAnswerOf({ role: "assistant", content: "A joule per second." })).toEqual({
      words: "A joule per second.",
      toolCalls: null,
    });
  });

  it("keeps the calls apart from the words, and no words when there were none", () => {
    expect(loggedAnswerOf({ role: "assistant", content: null, tool_calls: [CALL] })).toEqual({
      words: null,
      toolCalls: JSON.stringify([CALL]),
    });
    expect(loggedAnswerOf({ role: "assistant", content: "Let me look.", tool_calls: [CALL] }).words).toBe(
      "Let me look.",
    );
  });

  it("keeps the deprecated function_call as the one call it is", () => {
    const call = { name: "get_weather", arguments: "{}" };
    expect(loggedAnswerOf({ role: "assistant", content: null, function_call: call }).toolCalls).toBe(
      JSON.stringify([{ type: "function", function: call }]),
    );
  });

  it("reads a whole completion's first choice, its text as read when it made no call", () => {
    const completion = { choices: [{ message: { role: "assistant", content: null, tool_calls: [CALL] } }] };
    expect(loggedCompletion(JSON.stringify(completion), "get_weather\n{}")).toEqual({
      words: null,
      toolCalls: JSON.stringify([CALL]),
    });
    expect(loggedCompletion('{"choices":[{"message":{"content":"Hi"}}]}', "Hi")).toEqual({
      words: "Hi",
      toolCalls: null,
    });
  });
});

describe("an answer in an upstream's own API, as a chat message", () => {
  it("reads a Response's function calls", () => {
    const response = {
      output: [
        { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
      ],
    };
    expect(loggedAnswerOf(chatMessageOfNativeAnswer("responses", response))).toEqual({
      words: null,
      toolCalls: JSON.stringify([CALL]),
    });
  });

  it("reads a Message's tool uses, and its text blocks as its words", () => {
    const message = {
      content: [
        { type: "text", text: "Let me look." },
        { type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Paris" } },
      ],
    };
    expect(loggedAnswerOf(chatMessageOfNativeAnswer("anthropic-messages", message))).toEqual({
      words: "Let me look.",
      toolCalls: JSON.stringify([{ ...CALL, id: "toolu_1" }]),
    });
  });

  it("puts a Messages stream's tool use back together from its pieces of JSON", () => {
    const stream = new NativeStreamAnswer("anthropic-messages");
    for (const event of [
      { type: "message_start", message: { content: [] } },
      {
        type: "content_block_start",
        index: 0,
        content_block: { type: "tool_use", id: "toolu_1", name: "get_weather", input: {} },
      },
      {
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json: '{"city":' },
      },
      {
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json: '"Paris"}' },
      },
      { type: "message_stop" },
    ])
      stream.add(event);
    expect(loggedAnswerOf(stream.message()).toolCalls).toBe(JSON.stringify([{ ...CALL, id: "toolu_1" }]));
  });

  it("reads a Responses stream's answer from its final response", () => {
    const stream = new NativeStreamAnswer("responses");
    stream.add({ type: "response.output_text.delta", delta: "Hi" });
    stream.add({
      type: "response.completed",
      response: { output: [{ type: "message", content: [{ type: "output_text", text: "Hi" }] }] },
    });
    expect(loggedAnswerOf(stream.message())).toEqual({ words: "Hi", toolCalls: null });
  });
});
