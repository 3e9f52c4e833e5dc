import { describe, expect, it } from "vitest";
import {
  functionCallItem,
  functionCallItemId,
  incompleteReasonOf,
  messageItem,
  messageItemId,
  outputLogprobsOf,
  outputTextPart,
  refusalPart,
} from "./response-items.ts";

describe("a Response's output items", () => {
  it("ids follow the response's id after its prefix, so the same answer always has the same ids", () => {
    expect(messageItemId("resp_abc123")).toBe("msg_abc123");
    expect(functionCallItemId("resp_abc123", 2)).toBe("fc_abc123_2");
    expect(messageItemId("resp_a_b")).toBe("msg_a_b");
  });

  it("an id without a prefix is kept whole", () => {
    expect(messageItemId("abc123")).toBe("msg_abc123");
    expect(functionCallItemId("abc123", 0)).toBe("fc_abc123_0");
    expect(messageItemId("_abc")).toBe("msg_abc");
  });

  it("a message item is the assistant's, with its status and content", () => {
    expect(messageItem("msg_1", [refusalPart("No.")], "completed")).toEqual({
      id: "msg_1",
      type: "message",
      status: "completed",
      role: "assistant",
      content: [{ type: "refusal", refusal: "No." }],
    });
  });

  it("an output text has no annotations, and no log probabilities unless given", () => {
    expect(outputTextPart("Hi")).toEqual({ type: "output_text", text: "Hi", annotations: [], logprobs: [] });
  });

  it("a function call item keeps the chat call's id as its call_id", () => {
    expect(
      functionCallItem("fc_1_0", { callId: "call_9", name: "weather", arguments: "{}" }, "in_progress"),
    ).toEqual({
      id: "fc_1_0",
      type: "function_call",
      status: "in_progress",
      call_id: "call_9",
      name: "weather",
      arguments: "{}",
    });
  });

  it.each([
    ["length", "max_output_tokens"],
    ["content_filter", "content_filter"],
    ["stop", null],
    ["tool_calls", null],
    [undefined, null],
  ])("a chat answer that stopped for %s is incomplete for %s", (finish, reason) => {
    expect(incompleteReasonOf(finish)).toBe(reason);
  });
});

describe("log probabilities in the Responses shape", () => {
  it("keeps each token, its log probability, bytes and top alternatives", () => {
    const logprobs = {
      content: [
        {
          token: "Hi",
          logprob: -0.1,
          bytes: [72, 105],
          top_logprobs: [{ token: "Hello", logprob: -2.5, bytes: [72] }],
        },
      ],
    };
    expect(outputLogprobsOf(logprobs)).toEqual([
      {
        token: "Hi",
        logprob: -0.1,
        bytes: [72, 105],
        top_logprobs: [{ token: "Hello", logprob: -2.5, bytes: [72] }],
      },
    ]);
  });

  it("fills what a token lacks: empty text, 0, no bytes, no alternatives", () => {
    expect(outputLogprobsOf({ content: [{ bytes: null }, "token"] })).toEqual([
      { token: "", logprob: 0, bytes: [], top_logprobs: [] },
    ]);
  });

  it("is none when the choice has none", () => {
    expect(outputLogprobsOf(null)).toEqual([]);
    expect(outputLogprobsOf({ content: null })).toEqual([]);
    expect(outputLogprobsOf([{ token: "Hi" }])).toEqual([]);
  });
});
