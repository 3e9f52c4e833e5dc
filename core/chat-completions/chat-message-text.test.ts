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
