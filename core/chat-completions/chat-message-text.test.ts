import { describe, expect, it } from "vitest";
import { estimatedImageTokens, lastMessageText, messageText } from "./chat-message-text.ts";

describe("the words of a chat message", () => {
  it("joins text parts and leaves images out", () => {
    const message = {
      role: "user",
      content: [
        { type: "text", text: "What is in" },
        { type: "image_url", image_url: { url: "https://example.com/cat.png" } },
        { type: "text", text: "this picture?" },
      ],
    };
    expect(messageText(message)).toBe("What is in\nthis picture?");
  });

  it("reads an assistant's tool calls and refusal", () => {
    const message = {
      role: "assistant",
      content: null,
      refusal: "I cannot do that.",
      tool_calls: [
        { id: "c", type: "function", function: { name: "get_weather", arguments: '{"city":"Oslo"}' } },
      ],
    };
    expect(messageText(message)).toBe('I cannot do that.\nget_weather\n{"city":"Oslo"}');
  });

  it("finds the last message of a role", () => {
    const messages = [
      { role: "user", content: "first" },
      { role: "assistant", content: "answer" },
      { role: "user", content: "second" },
    ];
    expect(lastMessageText(messages, "user")).toBe("second");
    expect(lastMessageText(messages, "tool")).toBe("");
  });

  it("counts low-detail images cheaper than others when usage is estimated", () => {
    const image = (detail: string) => ({ type: "image_url", image_url: { url: "data:,", detail } });
    expect(estimatedImageTokens({ role: "user", content: [image("low")] })).toBe(85);
    expect(estimatedImageTokens({ role: "user", content: [image("high"), image("auto")] })).toBe(510);
    expect(estimatedImageTokens({ role: "user", content: "no images" })).toBe(0);
  });
});

describe("the words of a chat message, in detail", () => {
  it("reads words, refusals of parts, a refusal, calls and a legacy function call, in that order", () => {
    const message = {
      role: "assistant",
      content: [
        { type: "text", text: "Part" },
        { type: "refusal", refusal: "No." },
        null,
        { type: "text", text: 4 },
      ],
      refusal: "Refused.",
      tool_calls: [null, { function: { name: "f", arguments: 3 } }, { function: null }],
      function_call: { name: "legacy", arguments: "{}" },
    };
    expect(messageText(message)).toBe("Part\nNo.\nRefused.\nf\nlegacy\n{}");
  });

  it("reads a string content with its calls, and nothing from fields of other shapes", () => {
    expect(
      messageText({
        role: "assistant",
        content: "Looking",
        tool_calls: [{ function: { name: "f", arguments: "{}" } }],
      }),
    ).toBe("Looking\nf\n{}");
    expect(
      messageText({ role: "assistant", content: 7, refusal: 8, tool_calls: {}, function_call: "f" }),
    ).toBe("");
    expect(messageText({ role: "user" })).toBe("");
  });

  it("takes the last message of the role, not the first", () => {
    const messages = [
      { role: "system", content: "Rules" },
      { role: "user", content: "first" },
      { role: "user", content: "second" },
      { role: "assistant", content: "answer" },
    ];
    expect(lastMessageText(messages, "user")).toBe("second");
    expect(lastMessageText(messages, "system")).toBe("Rules");
    expect(lastMessageText([], "user")).toBe("");
  });

  it("counts an image of no stated detail as a full one, and parts that are no image as nothing", () => {
    const content = [
      { type: "image_url", image_url: { url: "data:," } },
      { type: "image_url" },
      { type: "text", text: "x" },
      null,
      { type: "input_image", image_url: { detail: "low" } },
    ];
    expect(estimatedImageTokens({ role: "user", content })).toBe(510);
    expect(estimatedImageTokens({ role: "user" })).toBe(0);
  });
});
