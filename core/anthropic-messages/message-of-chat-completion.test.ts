import { describe, expect, it } from "vitest";
import { chatCompletion, chatToolCall } from "./anthropic-messages.test-helper.ts";
import { messageOfChatCompletion } from "./message-of-chat-completion.ts";

const context = { id: "msg_01", model: "gpt-test" };

describe("the Message answering a Messages request from a chat completion", () => {
  it("is a whole Message: the text as a text block without citations, the SDK's required fields present", () => {
    expect(messageOfChatCompletion(chatCompletion({ content: "Hello!" }), context)).toEqual({
      id: "msg_01",
      type: "message",
      role: "assistant",
      model: "gpt-test",
      content: [{ type: "text", text: "Hello!", citations: null }],
      stop_reason: "end_turn",
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: {
        input_tokens: 12,
        output_tokens: 5,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        cache_creation: null,
        inference_geo: null,
        output_tokens_details: null,
        server_tool_use: null,
        service_tier: null,
        speed: null,
      },
    });
  });

  it("a tool call becomes a tool_use block with the call's id and parsed input, and stops for tool_use", () => {
    const completion = chatCompletion(
      { content: "Checking.", tool_calls: [chatToolCall("call_7", "weather", '{"city":"Oslo"}')] },
      "tool_calls",
    );
    const message = messageOfChatCompletion(completion, context);
    expect(message.content).toEqual([
      { type: "text", text: "Checking.", citations: null },
      {
        type: "tool_use",
        id: "call_7",
        name: "weather",
        input: { city: "Oslo" },
        caller: { type: "direct" },
      },
    ]);
    expect(message.stop_reason).toBe("tool_use");
  });

  it("tool calls stop for tool_use even when the upstream says stop", () => {
    const completion = chatCompletion({ content: null, tool_calls: [chatToolCall("call_7", "now", "{}")] });
    expect(messageOfChatCompletion(completion, context).stop_reason).toBe("tool_use");
  });

  it("arguments that are not a JSON object give an empty input", () => {
    const completion = chatCompletion(
      { tool_calls: [chatToolCall("call_7", "weather", '{"city": "Os')] },
      "length",
    );
    const [block] = messageOfChatCompletion(completion, context).content;
    expect(block).toMatchObject({ type: "tool_use", input: {} });
  });

  it("a length finish reason stops for max_tokens", () => {
    expect(
      messageOfChatCompletion(chatCompletion({ content: "Once upon" }, "length"), context).stop_reason,
    ).toBe("max_tokens");
  });

  it("a refusal becomes a text block and stops for refusal", () => {
    const message = messageOfChatCompletion(
      chatCompletion({ content: null, refusal: "I can't help with that." }),
      context,
    );
    expect(message.content).toEqual([{ type: "text", text: "I can't help with that.", citations: null }]);
    expect(message.stop_reason).toBe("refusal");
    expect(message.stop_details).toEqual({ type: "refusal", category: null, explanation: null });
  });

  it("a content filter stops for refusal", () => {
    expect(
      messageOfChatCompletion(chatCompletion({ content: "" }, "content_filter"), context).stop_reason,
    ).toBe("refusal");
  });

  it("a stop sequence hit ends the turn, unless the upstream names the sequence, as vLLM does", () => {
    const stopSequences = ["END"];
    const plain = chatCompletion({ content: "Done" }, "stop");
    expect(messageOfChatCompletion(plain, { ...context, stopSequences }).stop_reason).toBe("end_turn");
    const choice = { index: 0, message: { role: "assistant", content: "Done" }, finish_reason: "stop" };
    const named = { choices: [{ ...choice, stop_reason: "END" }] };
    const message = messageOfChatCompletion(named, { ...context, stopSequences });
    expect(message).toMatchObject({ stop_reason: "stop_sequence", stop_sequence: "END" });
  });

  it("cached prompt tokens count as cache reads, outside input_tokens, so the three still add up to the prompt", () => {
    const usage = { prompt_tokens: 100, completion_tokens: 9, prompt_tokens_details: { cached_tokens: 64 } };
    const message = messageOfChatCompletion(chatCompletion({ content: "Hi" }, "stop", { usage }), context);
    expect(message.usage).toMatchObject({ input_tokens: 36, cache_read_input_tokens: 64, output_tokens: 9 });
  });

  it("reasoning tokens are told as thinking tokens, and the default service tier as standard", () => {
    const usage = {
      prompt_tokens: 10,
      completion_tokens: 90,
      completion_tokens_details: { reasoning_tokens: 80 },
    };
    const completion = chatCompletion({ content: "42" }, "stop", { usage, service_tier: "default" });
    expect(messageOfChatCompletion(completion, context).usage).toMatchObject({
      output_tokens: 90,
      output_tokens_details: { thinking_tokens: 80 },
      service_tier: "standard",
    });
  });

  it("an empty answer has no content block", () => {
    expect(messageOfChatCompletion(chatCompletion({ content: "" }), context).content).toEqual([]);
  });
});

describe("the Message of a chat completion, at its edges", () => {
  it("text given as parts is joined; parts without text add nothing", () => {
    const content = [{ type: "text", text: "Hel" }, { type: "image_url" }, "x", { type: "text", text: "lo" }];
    expect(messageOfChatCompletion(chatCompletion({ content }), context).content).toEqual([
      { type: "text", text: "Hello", citations: null },
    ]);
  });

  it("text and a refusal are two text blocks, and an empty refusal is none", () => {
    const both = messageOfChatCompletion(chatCompletion({ content: "Well,", refusal: "no." }), context);
    expect(both.content).toEqual([
      { type: "text", text: "Well,", citations: null },
      { type: "text", text: "no.", citations: null },
    ]);
    expect(both.stop_reason).toBe("refusal");
    const empty = messageOfChatCompletion(chatCompletion({ content: "Hi", refusal: "" }), context);
    expect(empty.stop_reason).toBe("end_turn");
  });

  it("a tool call without id, name or arguments gets an id of its position, an empty name and input", () => {
    const message = messageOfChatCompletion(
      chatCompletion({ content: null, tool_calls: ["call", { function: "now" }] }, "tool_calls"),
      context,
    );
    expect(message.content).toEqual([
      { type: "tool_use", id: "toolu_msg_01_0", name: "", input: {}, caller: { type: "direct" } },
    ]);
  });

  it("a completion without choices is an empty message that ended its turn", () => {
    const message = messageOfChatCompletion({ choices: [], usage: { prompt_tokens: 3 } }, context);
    expect(message).toMatchObject({
      content: [],
      stop_reason: "end_turn",
      usage: { input_tokens: 3, output_tokens: 0 },
    });
  });

  it("the provider's service tier is told in Anthropic's words", () => {
    const message = messageOfChatCompletion(
      chatCompletion({ content: "x" }, "stop", { service_tier: "priority" }),
      context,
    );
    expect(message.usage.service_tier).toBe("priority");
  });
});
