import { describe, expect, it } from "vitest";
import type { OpenAiChatMessage } from "../chat-completions/chat-message-text.ts";
import { chatBodyOfResponses } from "./chat-body-of-responses.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

const earlier: OpenAiChatMessage[] = [
  { role: "user", content: "My name is Ada." },
  { role: "assistant", content: "Hello Ada." },
];

function refusalOf(body: Record<string, unknown>): ResponsesRequestError {
  try {
    chatBodyOfResponses(body, []);
  } catch (error) {
    if (error instanceof ResponsesRequestError) return error;
    throw error;
  }
  throw new Error("the request was translated");
}

describe("a Responses request as a chat-completions request", () => {
  it("puts the instructions first as a system message, then the earlier conversation, then the input", () => {
    const { chatBody } = chatBodyOfResponses(
      { model: "gpt-test", instructions: "Answer in French.", input: "What is my name?", stream: true },
      earlier,
    );
    expect(chatBody).toEqual({
      model: "gpt-test",
      stream: true,
      messages: [
        { role: "system", content: "Answer in French." },
        ...earlier,
        { role: "user", content: "What is my name?" },
      ],
    });
  });

  it("keeps for the next turn the conversation without the instructions, which OpenAI does not carry on", () => {
    const { conversation } = chatBodyOfResponses(
      { model: "gpt-test", instructions: "Answer in French.", input: "What is my name?" },
      earlier,
    );
    expect(conversation).toEqual([...earlier, { role: "user", content: "What is my name?" }]);
  });

  it("passes the settings chat names alike, the gateway's routing strategy and unknown fields as sent", () => {
    const shared = {
      temperature: 0.2,
      top_p: 0.9,
      user: "u-1",
      service_tier: "flex",
      prompt_cache_key: "k",
      safety_identifier: "s",
      routing_strategy: "cheapest",
      a_field_openai_adds_later: { x: 1 },
    };
    const { chatBody } = chatBodyOfResponses({ model: "gpt-test", input: "Hi", ...shared }, []);
    expect(chatBody).toMatchObject(shared);
  });

  it("translates the fields chat names differently", () => {
    const { chatBody } = chatBodyOfResponses(
      {
        model: "gpt-test",
        input: "Hi",
        max_output_tokens: 100,
        text: { format: { type: "json_object" } },
        reasoning: { effort: "low" },
        tools: [{ type: "function", name: "now" }],
        tool_choice: "required",
      },
      [],
    );
    expect(chatBody).toMatchObject({
      max_completion_tokens: 100,
      response_format: { type: "json_object" },
      reasoning_effort: "low",
      tools: [{ type: "function", function: { name: "now" } }],
      tool_choice: "required",
    });
    for (const field of ["max_output_tokens", "text", "reasoning", "input", "instructions"])
      expect(chatBody).not.toHaveProperty(field);
  });

  it("keeps the fields the gateway acts on itself out of the chat request", () => {
    const { chatBody } = chatBodyOfResponses(
      {
        model: "gpt-test",
        input: "Hi",
        previous_response_id: "resp_1",
        store: false,
        metadata: { team: "a" },
        include: [],
        background: false,
        truncation: "auto",
        stream_options: { include_obfuscation: false },
        max_tool_calls: 3,
      },
      [],
    );
    expect(Object.keys(chatBody).sort()).toEqual(["messages", "model"]);
  });

  it.each([
    [{ input: "Hi" }, "model"],
    [{ model: " ", input: "Hi" }, "model"],
    [{ model: "gpt-test" }, "input"],
    [{ model: "gpt-test", input: [] }, "input"],
    [{ model: "gpt-test", input: "Hi", instructions: ["Be brief"] }, "instructions"],
    [{ model: "gpt-test", input: "Hi", background: true }, "background"],
    [{ model: "gpt-test", input: "Hi", conversation: "conv_1" }, "conversation"],
    [{ model: "gpt-test", input: "Hi", prompt: { id: "pmpt_1" } }, "prompt"],
    [{ model: "gpt-test", input: "Hi", context_management: [{ type: "compaction" }] }, "context_management"],
    [{ model: "gpt-test", input: "Hi", truncation: "middle" }, "truncation"],
    [{ model: "gpt-test", input: "Hi", previous_response_id: 7 }, "previous_response_id"],
    [{ model: "gpt-test", input: "Hi", store: "yes" }, "store"],
    [{ model: "gpt-test", input: "Hi", stream: "yes" }, "stream"],
    [{ model: "gpt-test", input: "Hi", metadata: { n: 1 } }, "metadata"],
    [{ model: "gpt-test", input: "Hi", max_tool_calls: 1.5 }, "max_tool_calls"],
    [{ model: "gpt-test", input: "Hi", n: 2 }, "n"],
    [{ model: "gpt-test", input: "Hi", messages: [] }, "messages"],
  ])("refuses what it cannot honour rather than dropping it (%j)", (body, param) => {
    const error = refusalOf(body);
    expect(error.param).toBe(param);
    expect(error.message.startsWith(`${param} `)).toBe(true);
  });

  it("continues a stored conversation with an empty input and no instructions", () => {
    const { chatBody } = chatBodyOfResponses({ model: "gpt-test", input: [] }, earlier);
    expect(chatBody.messages).toEqual(earlier);
  });
});

describe("what a chat request never receives", () => {
  it("none of the fields the gateway translates or holds reaches the chat body, even sent as null", () => {
    const { chatBody } = chatBodyOfResponses(
      {
        model: "gpt-test",
        input: "Hi",
        instructions: "Be brief.",
        stream: null,
        previous_response_id: null,
        store: null,
        metadata: null,
        include: null,
        background: null,
        conversation: null,
        truncation: null,
        stream_options: null,
        prompt: null,
        max_tool_calls: null,
        context_management: null,
        tools: null,
        tool_choice: null,
        parallel_tool_calls: null,
        text: null,
        reasoning: null,
        max_output_tokens: null,
        top_logprobs: null,
      },
      [],
    );
    expect(Object.keys(chatBody).sort()).toEqual(["messages", "model"]);
    expect(chatBody.messages).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "Hi" },
    ]);
  });

  it("stream passes when it is true or false", () => {
    expect(chatBodyOfResponses({ model: "gpt-test", input: "Hi", stream: true }, []).chatBody.stream).toBe(
      true,
    );
    expect(chatBodyOfResponses({ model: "gpt-test", input: "Hi", stream: false }, []).chatBody.stream).toBe(
      false,
    );
  });

  it("empty instructions add no system message", () => {
    const { chatBody } = chatBodyOfResponses({ model: "gpt-test", input: "Hi", instructions: "" }, []);
    expect(chatBody.messages).toEqual([{ role: "user", content: "Hi" }]);
  });

  it("instructions alone make a conversation, kept out of the next turn's", () => {
    const translated = chatBodyOfResponses({ model: "gpt-test", input: [], instructions: "Greet me." }, []);
    expect(translated.chatBody.messages).toEqual([{ role: "system", content: "Greet me." }]);
    expect(translated.conversation).toEqual([]);
  });

  it.each([
    [{ input: "Hi" }, "model must name a model"],
    [{ model: 7, input: "Hi" }, "model must name a model"],
    [{ model: "gpt-test", input: [] }, "input must hold at least one item"],
    [{ model: "gpt-test", input: "Hi", instructions: 7 }, "instructions must be a string"],
  ])("%j is refused: %s", (body, message) => {
    expect(refusalOf(body).message).toBe(message);
  });
});
