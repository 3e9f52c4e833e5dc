import { describe, expect, it } from "vitest";
import { anthropicMessage, textBlock, toolUseBlock, toolUseIdOf } from "./anthropic-message.ts";
import { messageUsageOf } from "./message-usage.ts";

describe("the parts of an Anthropic Message", () => {
  it("a tool use's input is its arguments' JSON object, {} for any other JSON or none", () => {
    expect(toolUseBlock("toolu_1", "f", '{"a":[1]}')).toEqual({
      type: "tool_use",
      id: "toolu_1",
      name: "f",
      input: { a: [1] },
      caller: { type: "direct" },
    });
    for (const text of ["[1]", "null", '"x"', "3", '{"a":', ""])
      expect(toolUseBlock("t", "f", text).input).toEqual({});
  });

  it("a tool call's id is kept; a missing or empty one is made of the message id and position", () => {
    expect(toolUseIdOf("call_1", "msg_1", 0)).toBe("call_1");
    expect(toolUseIdOf("", "msg_1", 2)).toBe("toolu_msg_1_2");
    expect(toolUseIdOf(7, "msg_1", 1)).toBe("toolu_msg_1_1");
  });

  it("a text block cites nothing", () => {
    expect(textBlock("Hi")).toEqual({ type: "text", text: "Hi", citations: null });
  });

  it("a message still streaming has no stop reason, sequence or details", () => {
    const usage = messageUsageOf(null, null);
    expect(anthropicMessage({ id: "msg_1", model: "m", content: [], outcome: null, usage })).toEqual({
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "m",
      content: [],
      stop_reason: null,
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage,
    });
  });

  it("a finished message says its stop outcome", () => {
    const outcome = { stop_reason: "stop_sequence" as const, stop_sequence: "END", stop_details: null };
    const message = anthropicMessage({
      id: "m",
      model: "m",
      content: [],
      outcome,
      usage: messageUsageOf(null, null),
    });
    expect(message).toMatchObject({ stop_reason: "stop_sequence", stop_sequence: "END", stop_details: null });
  });
});
