import { describe, expect, it } from "vitest";
import { messagesBody, refusalOf, textBlock } from "./anthropic-messages.test-helper.ts";
import { chatBodyOfMessages } from "./chat-body-of-messages.ts";

describe("the chat body of a Messages request's top-level fields", () => {
  it("keeps the model and stream, and max_tokens becomes max_completion_tokens", () => {
    const chat = chatBodyOfMessages(messagesBody({ max_tokens: 300, stream: true }));
    expect(chat).toMatchObject({ model: "claude-sonnet-4-5", stream: true, max_completion_tokens: 300 });
    expect(chat).not.toHaveProperty("max_tokens");
  });

  it.each([
    ["missing", undefined],
    ["zero", 0],
    ["not whole", 12.5],
    ["a string", "100"],
  ])("refuses a max_tokens that is %s, as Anthropic does, naming max_tokens", (_, maxTokens) => {
    const refusal = refusalOf(() => chatBodyOfMessages(messagesBody({ max_tokens: maxTokens })));
    expect(refusal.param).toBe("max_tokens");
    expect(refusal.message).toMatch(/^max_tokens /);
  });

  it("refuses a request that names no model", () => {
    expect(refusalOf(() => chatBodyOfMessages(messagesBody({ model: "" }))).param).toBe("model");
  });

  it("a system string becomes the first system message", () => {
    const chat = chatBodyOfMessages(messagesBody({ system: "Answer in French." }));
    expect(chat.messages).toEqual([
      { role: "system", content: "Answer in French." },
      { role: "user", content: "Hello" },
    ]);
  });

  it("a system prompt in text blocks becomes one system message, its texts joined, cache marks left out", () => {
    const cached = { cache_control: { type: "ephemeral" } };
    const system = [textBlock("You are terse."), textBlock("Answer in French.", cached)];
    const [first] = chatBodyOfMessages(messagesBody({ system })).messages as unknown[];
    expect(first).toEqual({ role: "system", content: "You are terse.\n\nAnswer in French." });
  });

  it("stop sequences become chat's stop", () => {
    expect(chatBodyOfMessages(messagesBody({ stop_sequences: ["END", "\n\n"] })).stop).toEqual([
      "END",
      "\n\n",
    ]);
  });

  it("more than four stop sequences are refused naming stop_sequences, as chat takes four at most", () => {
    const body = messagesBody({ stop_sequences: ["a", "b", "c", "d", "e"] });
    expect(refusalOf(() => chatBodyOfMessages(body)).param).toBe("stop_sequences");
  });

  it("top_k is refused rather than dropped, since chat models cannot sample by it", () => {
    const refusal = refusalOf(() => chatBodyOfMessages(messagesBody({ top_k: 40 })));
    expect(refusal.param).toBe("top_k");
    expect(refusal.message).toMatch(/^top_k .*no top-k sampling/);
  });

  it("temperature and top_p pass as sent", () => {
    expect(chatBodyOfMessages(messagesBody({ temperature: 0.2, top_p: 0.9 }))).toMatchObject({
      temperature: 0.2,
      top_p: 0.9,
    });
  });

  it("a temperature above Anthropic's 1 is refused naming temperature", () => {
    expect(refusalOf(() => chatBodyOfMessages(messagesBody({ temperature: 1.5 }))).param).toBe("temperature");
  });

  it("metadata.user_id becomes the chat user", () => {
    const chat = chatBodyOfMessages(messagesBody({ metadata: { user_id: "user-42" } }));
    expect(chat.user).toBe("user-42");
    expect(chat).not.toHaveProperty("metadata");
  });

  it.each([
    [1024, "low"],
    [4095, "low"],
    [4096, "medium"],
    [16383, "medium"],
    [16384, "high"],
  ])("a thinking budget of %i tokens asks for %s reasoning effort", (budget, effort) => {
    const body = messagesBody({ max_tokens: 32000, thinking: { type: "enabled", budget_tokens: budget } });
    const chat = chatBodyOfMessages(body);
    expect(chat.reasoning_effort).toBe(effort);
    expect(chat).not.toHaveProperty("thinking");
  });

  it("disabled or adaptive thinking asks for no reasoning effort", () => {
    for (const thinking of [{ type: "disabled" }, { type: "adaptive" }])
      expect(chatBodyOfMessages(messagesBody({ thinking }))).not.toHaveProperty("reasoning_effort");
  });

  it("a thinking budget under Anthropic's 1,024 or not under max_tokens is refused", () => {
    const small = messagesBody({ thinking: { type: "enabled", budget_tokens: 500 } });
    const large = messagesBody({ max_tokens: 2000, thinking: { type: "enabled", budget_tokens: 2000 } });
    expect(refusalOf(() => chatBodyOfMessages(small)).param).toBe("thinking.budget_tokens");
    expect(refusalOf(() => chatBodyOfMessages(large)).param).toBe("thinking.budget_tokens");
  });

  it("output_config's effort is chat's reasoning_effort and its JSON schema chat's response_format", () => {
    const schema = { type: "object", properties: { answer: { type: "string" } } };
    const chat = chatBodyOfMessages(
      messagesBody({ output_config: { effort: "xhigh", format: { type: "json_schema", schema } } }),
    );
    expect(chat.reasoning_effort).toBe("xhigh");
    expect(chat.response_format).toEqual({ type: "json_schema", json_schema: { name: "output", schema } });
    expect(chat).not.toHaveProperty("output_config");
  });

  it("service_tier standard_only asks chat for the default tier, auto for auto", () => {
    expect(chatBodyOfMessages(messagesBody({ service_tier: "standard_only" })).service_tier).toBe("default");
    expect(chatBodyOfMessages(messagesBody({ service_tier: "auto" })).service_tier).toBe("auto");
  });

  it("the gateway's routing_strategy and fields this module does not know pass unchanged", () => {
    const chat = chatBodyOfMessages(messagesBody({ routing_strategy: "cheapest", inference_geo: "us" }));
    expect(chat).toMatchObject({ routing_strategy: "cheapest", inference_geo: "us" });
  });

  it("a top-level cache_control is accepted and not passed on", () => {
    const chat = chatBodyOfMessages(messagesBody({ cache_control: { type: "ephemeral" } }));
    expect(chat).not.toHaveProperty("cache_control");
  });
});

describe("what a chat request never receives of a Messages body", () => {
  it("none of the fields translated here reaches the chat body as sent, even sent as null", () => {
    const body = messagesBody({
      system: null,
      tools: null,
      tool_choice: null,
      stop_sequences: null,
      top_k: null,
      temperature: null,
      metadata: null,
      thinking: null,
      output_config: null,
      service_tier: null,
      cache_control: null,
    });
    expect(Object.keys(chatBodyOfMessages(body)).sort()).toEqual([
      "max_completion_tokens",
      "messages",
      "model",
    ]);
  });

  it.each([
    [{ model: 7 }, "model must name the model to use"],
    [{ model: "  " }, "model must name the model to use"],
    [{ max_tokens: 0 }, "max_tokens is required: a whole number of tokens, at least 1"],
  ])("%j is refused: %s", (fields, message) => {
    expect(refusalOf(() => chatBodyOfMessages(messagesBody(fields))).message).toBe(message);
  });

  it("one token is enough of a max_tokens", () => {
    expect(chatBodyOfMessages(messagesBody({ max_tokens: 1 })).max_completion_tokens).toBe(1);
  });
});
