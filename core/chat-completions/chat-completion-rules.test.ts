import { describe, expect, it } from "vitest";
import { CONTEXT_MESSAGE_LIMIT, chatCompletionBody, questionOf } from "./chat-completion-body.ts";
import { API_KEY_ID_HEADER, chatCompletionHeaders, DEPARTMENT_HEADER } from "./chat-completion-headers.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import type { ChatMessage } from "./chat-message.ts";
import { appendStreamEvent, readCompletion, readCompletionChunk, readServedBy } from "./completion-result.ts";
import {
  PLAYGROUND_BOUNDS,
  PLAYGROUND_DEFAULTS,
  ReasoningEffort,
  withinBounds,
} from "./playground-settings.ts";
import { RoutingStrategy } from "./routing-strategy.ts";

const gpt = { systemName: "gpt-4o-mini", hasReasoning: false };
const o3 = { systemName: "o3-mini", hasReasoning: true };

function request(overrides: Partial<ChatCompletionRequest> = {}): ChatCompletionRequest {
  return {
    model: gpt,
    messages: [{ role: "user", content: "Hello" }],
    settings: PLAYGROUND_DEFAULTS,
    ...overrides,
  };
}

describe("the playground's defaults", () => {
  it("are those of SPEC §9", () => {
    expect(PLAYGROUND_DEFAULTS).toEqual({
      temperature: 0.7,
      topP: 0.9,
      maxTokens: 1024,
      maxCompletionTokens: 1000,
      repetitionPenalty: 1.1,
      reasoningEffort: ReasoningEffort.MEDIUM,
      store: false,
    });
  });

  it("stay as they are, while values out of range are brought to the nearest bound", () => {
    expect(withinBounds(PLAYGROUND_DEFAULTS)).toEqual(PLAYGROUND_DEFAULTS);
    expect(
      withinBounds({
        ...PLAYGROUND_DEFAULTS,
        temperature: 3,
        topP: -1,
        maxTokens: 0,
        maxCompletionTokens: 9000,
        repetitionPenalty: 0.5,
      }),
    ).toMatchObject({
      temperature: 2,
      topP: 0,
      maxTokens: 1,
      maxCompletionTokens: 8062,
      repetitionPenalty: 1,
    });
    expect(withinBounds({ ...PLAYGROUND_DEFAULTS, maxCompletionTokens: 3 }).maxCompletionTokens).toBe(10);
  });

  it("fall back to their default when a field holds no finite number, so the gateway never receives null", () => {
    const settled = withinBounds({
      ...PLAYGROUND_DEFAULTS,
      temperature: Number.NaN,
      topP: Number.NaN,
      maxTokens: Number.POSITIVE_INFINITY,
      maxCompletionTokens: Number.NEGATIVE_INFINITY,
      repetitionPenalty: Number.NaN,
    });

    expect(settled).toEqual(PLAYGROUND_DEFAULTS);
    expect(JSON.parse(JSON.stringify(settled))).toEqual(PLAYGROUND_DEFAULTS);
  });
});

describe("the body of a chat completion", () => {
  it("carries the model and settings in the gateway's names, max_tokens for an ordinary model", () => {
    expect(chatCompletionBody(request(), false)).toEqual({
      messages: [{ role: "user", content: "Hello" }],
      model: "gpt-4o-mini",
      temperature: 0.7,
      top_p: 0.9,
      max_tokens: 1024,
      frequency_penalty: 1.1,
      stream: false,
    });
  });

  it("gives a reasoning model its effort, completion budget and store flag instead of max_tokens", () => {
    const body = chatCompletionBody(request({ model: o3 }), true);
    expect(body).toMatchObject({
      reasoning_effort: "medium",
      max_completion_tokens: 1000,
      store: false,
      stream: true,
    });
    expect(body).not.toHaveProperty("max_tokens");
  });

  it("leaves reasoning fields out for an ordinary model", () => {
    const body = chatCompletionBody(request(), false);
    for (const field of ["reasoning_effort", "max_completion_tokens", "store"])
      expect(body).not.toHaveProperty(field);
  });

  it("drops messages without content and puts the system prompt first", () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "Hi" },
      { role: "assistant", content: null },
      { role: "user", content: "Still there?" },
    ];
    expect(chatCompletionBody(request({ messages, systemPrompt: " Be brief. " }), false).messages).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "Hi" },
      { role: "user", content: "Still there?" },
    ]);
  });

  it("sends no system message when the prompt is blank", () => {
    expect(chatCompletionBody(request({ systemPrompt: "  " }), false).messages).toEqual([
      { role: "user", content: "Hello" },
    ]);
  });

  it("keeps only the latest messages of a long conversation, after the system prompt", () => {
    const messages = Array.from(
      { length: CONTEXT_MESSAGE_LIMIT + 5 },
      (_, index): ChatMessage => ({
        role: "user",
        content: `m${index}`,
      }),
    );
    const sent = chatCompletionBody(request({ messages, systemPrompt: "S" }), false).messages;
    expect(sent).toHaveLength(CONTEXT_MESSAGE_LIMIT + 1);
    expect(sent[0]).toEqual({ role: "system", content: "S" });
    expect(sent[1]?.content).toBe("m5");
    expect(sent.at(-1)?.content).toBe(`m${CONTEXT_MESSAGE_LIMIT + 4}`);
  });

  it("answers the last question the person asked", () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "First" },
      { role: "assistant", content: "Answer" },
      { role: "user", content: "Second" },
      { role: "assistant", content: null },
    ];
    expect(questionOf(request({ messages }))).toBe("Second");
  });
});

describe("the headers of a chat completion", () => {
  it("name the conversation when an API key is used and tell the gateway not to ensure success", () => {
    expect(chatCompletionHeaders(request({ apiKey: "sk-1", sessionId: "s-1" }))).toEqual({
      sessionId: "s-1",
      ensure_success: "false",
    });
  });

  it("carry no sessionId on the session client, and nothing when ensure success is on", () => {
    expect(chatCompletionHeaders(request({ sessionId: "s-1", ensureSuccess: true }))).toEqual({});
  });

  it("name the department asked as, on the session client and with a key alike", () => {
    expect(chatCompletionHeaders(request({ departmentId: "dep-research", ensureSuccess: true }))).toEqual({
      "x-department-id": "dep-research",
    });
    expect(
      chatCompletionHeaders(request({ apiKey: "sk-1", departmentId: "dep-research", ensureSuccess: true })),
    ).toEqual({ "x-department-id": "dep-research" });
    expect(chatCompletionHeaders(request({ departmentId: null, ensureSuccess: true }))).toEqual({});
  });
});

describe("a chosen routing strategy", () => {
  it("goes with the request by its label", () => {
    const body = chatCompletionBody(request({ routingStrategy: RoutingStrategy.ENERGY_COST }), true);
    expect(body.routing_strategy).toBe("Energy Cost");
  });

  it.each([RoutingStrategy.NONE, null, undefined])("is left out when it is %j", (routingStrategy) => {
    expect(chatCompletionBody(request({ routingStrategy }), true)).not.toHaveProperty("routing_strategy");
  });
});

describe("a completion's answer", () => {
  const usage = { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 };

  it("is the first choice's content with the usage", () => {
    const body = {
      choices: [{ message: { content: "Hi there" } }, { message: { content: "ignored" } }],
      usage,
    };
    expect(readCompletion(body, "Hello")).toEqual({ message: "Hi there", question: "Hello", usage });
  });

  it("is refused when there is no first choice", () => {
    expect(() => readCompletion({ choices: [] }, "Hello")).toThrow(TypeError);
    expect(() => readCompletion("nope", "Hello")).toThrow(TypeError);
  });

  it("builds up from streamed chunks", () => {
    const events = [
      ...readCompletionChunk({ choices: [{ delta: { role: "assistant" } }] }),
      ...readCompletionChunk({ choices: [{ delta: { content: "Hi" } }] }),
      ...readCompletionChunk({ choices: [{ delta: { content: " there" } }] }),
      ...readCompletionChunk({ choices: [], usage }),
    ];
    expect(events.reduce(appendStreamEvent, { message: "", question: "Hello", usage: null })).toEqual({
      message: "Hi there",
      question: "Hello",
      usage,
    });
  });

  it("records which model served it, as the gateway's headers name it", () => {
    const headers = new Map([
      ["x-gateway-model", "gpt-4o-mini"],
      ["x-gateway-provider", "OpenAI"],
      ["x-gateway-routing-reason", "Cost: lowest price"],
    ]);
    const servedBy = readServedBy((name) => headers.get(name));
    expect(servedBy).toEqual({
      model: "gpt-4o-mini",
      provider: "OpenAI",
      routingReason: "Cost: lowest price",
    });
    const answer = [{ kind: "served" as const, servedBy: servedBy ?? raise() }].reduce(appendStreamEvent, {
      message: "",
      question: "Hello",
      usage: null,
    });
    expect(answer.servedBy?.model).toBe("gpt-4o-mini");
  });

  it("names no model when the gateway did not say which served it", () => {
    expect(readServedBy(() => null)).toBeNull();
    expect(readServedBy((name) => (name === "x-gateway-provider" ? "OpenAI" : undefined))).toBeNull();
  });
});

function raise(): never {
  throw new Error("expected a value");
}

describe("the playground's bounds", () => {
  it("are the sliders and fields of SPEC §5", () => {
    expect(PLAYGROUND_BOUNDS).toEqual({
      temperature: { min: 0, max: 2, step: 0.1 },
      topP: { min: 0, max: 1, step: 0.01 },
      maxTokens: { min: 1, max: Number.POSITIVE_INFINITY, step: 1 },
      maxCompletionTokens: { min: 10, max: 8062, step: 1 },
      repetitionPenalty: { min: 1, max: 2, step: 0.1 },
    });
  });

  it("keep values at their very bounds and leave the other settings as they are", () => {
    const edges = {
      temperature: 2,
      topP: 1,
      maxTokens: 1,
      maxCompletionTokens: 8062,
      repetitionPenalty: 2,
      reasoningEffort: ReasoningEffort.HIGH,
      store: true,
    };
    expect(withinBounds(edges)).toEqual(edges);
    const lows = { ...edges, temperature: 0, topP: 0, maxCompletionTokens: 10, repetitionPenalty: 1 };
    expect(withinBounds(lows)).toEqual(lows);
  });

  it("bring values above their bound down to it, and below up to it", () => {
    expect(
      withinBounds({
        ...PLAYGROUND_DEFAULTS,
        temperature: -1,
        topP: 1.5,
        maxTokens: -5,
        repetitionPenalty: 2.5,
      }),
    ).toMatchObject({ temperature: 0, topP: 1, maxTokens: 1, repetitionPenalty: 2 });
    expect(withinBounds({ ...PLAYGROUND_DEFAULTS, maxTokens: 1_000_000 }).maxTokens).toBe(1_000_000);
  });

  it("round token counts to whole tokens", () => {
    expect(
      withinBounds({ ...PLAYGROUND_DEFAULTS, maxTokens: 10.6, maxCompletionTokens: 500.4 }),
    ).toMatchObject({
      maxTokens: 11,
      maxCompletionTokens: 500,
    });
    expect(withinBounds({ ...PLAYGROUND_DEFAULTS, temperature: 0.35 }).temperature).toBe(0.35);
  });
});

describe("the body of a chat completion, in detail", () => {
  it("sends settings inside their bounds", () => {
    const settings = {
      ...PLAYGROUND_DEFAULTS,
      temperature: 5,
      topP: -1,
      maxTokens: 0.2,
      repetitionPenalty: 9,
    };
    expect(chatCompletionBody(request({ settings }), false)).toMatchObject({
      temperature: 2,
      top_p: 0,
      max_tokens: 1,
      frequency_penalty: 2,
    });
    const reasoning = { ...PLAYGROUND_DEFAULTS, maxCompletionTokens: 99_999, store: true };
    expect(chatCompletionBody(request({ model: o3, settings: reasoning }), false)).toMatchObject({
      max_completion_tokens: 8062,
      store: true,
      reasoning_effort: "medium",
    });
  });

  it("offers no tools when the list is empty", () => {
    expect(chatCompletionBody(request({ tools: [] }), false)).not.toHaveProperty("tools");
  });

  it("sends a question of images only as image parts, with no empty text part", () => {
    const image = "data:image/png;base64,iVBORw0KGgo=";
    const messages: ChatMessage[] = [{ role: "user", content: "", images: [image] }];
    expect(chatCompletionBody(request({ messages }), false).messages).toEqual([
      { role: "user", content: [{ type: "image_url", image_url: { url: image } }] },
    ]);
  });

  it("sends a question with an empty image list as plain text", () => {
    const messages: ChatMessage[] = [{ role: "user", content: "Hi", images: [] }];
    expect(chatCompletionBody(request({ messages }), false).messages).toEqual([
      { role: "user", content: "Hi" },
    ]);
  });

  it("leaves out a tool result given before the call it answers, or naming no call", () => {
    const call = { id: "call_1", name: "f", arguments: "{}" };
    const messages: ChatMessage[] = [
      { role: "tool", content: "early", toolCallId: "call_1" },
      { role: "user", content: "Go" },
      { role: "assistant", content: null, toolCalls: [call] },
      { role: "tool", content: "nameless" },
      { role: "tool", content: "on time", toolCallId: "call_1" },
    ];
    expect(chatCompletionBody(request({ messages }), false).messages).toEqual([
      { role: "user", content: "Go" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: "f", arguments: "{}" } }],
      },
      { role: "tool", content: "on time", tool_call_id: "call_1" },
    ]);
  });

  it("names the call it answers on a tool result only", () => {
    const call = { id: "call_1", name: "f", arguments: "{}" };
    const messages: ChatMessage[] = [
      { role: "user", content: "Go", toolCallId: "call_1" },
      { role: "assistant", content: null, toolCalls: [call] },
      { role: "tool", content: "done", toolCallId: "call_1" },
    ];
    const sent = chatCompletionBody(request({ messages }), false).messages;
    expect(sent[0]).toEqual({ role: "user", content: "Go" });
    expect(sent[2]).toEqual({ role: "tool", content: "done", tool_call_id: "call_1" });
  });

  it("drops an answer without words whose list of calls is empty", () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "Hi" },
      { role: "assistant", content: null, toolCalls: [] },
    ];
    expect(chatCompletionBody(request({ messages }), false).messages).toEqual([
      { role: "user", content: "Hi" },
    ]);
  });

  it("keeps a conversation exactly as long as the limit whole", () => {
    const messages = Array.from(
      { length: CONTEXT_MESSAGE_LIMIT },
      (_, index): ChatMessage => ({
        role: "user",
        content: `m${index}`,
      }),
    );
    expect(chatCompletionBody(request({ messages }), false).messages).toHaveLength(CONTEXT_MESSAGE_LIMIT);
    expect(CONTEXT_MESSAGE_LIMIT).toBe(20);
  });

  it("answers no question when the person asked none", () => {
    expect(questionOf(request({ messages: [{ role: "assistant", content: "Hello" }] }))).toBe("");
    expect(questionOf(request({ messages: [{ role: "user", content: null }] }))).toBe("");
  });
});

describe("the headers of a chat completion, in detail", () => {
  it("name the conversation when one of the person's keys is chosen by id", () => {
    expect(
      chatCompletionHeaders(request({ apiKeyId: "key-1", sessionId: "s-1", ensureSuccess: true })),
    ).toEqual({
      sessionId: "s-1",
    });
  });

  it("name no conversation when there is none, even with a key", () => {
    expect(chatCompletionHeaders(request({ apiKey: "sk-1", sessionId: null, ensureSuccess: true }))).toEqual(
      {},
    );
    expect(chatCompletionHeaders(request({ apiKeyId: "key-1", sessionId: "", ensureSuccess: true }))).toEqual(
      {},
    );
  });

  it("tell the gateway not to ensure success when it is off or not said", () => {
    expect(chatCompletionHeaders(request({ ensureSuccess: false }))).toEqual({ ensure_success: "false" });
    expect(chatCompletionHeaders(request())).toEqual({ ensure_success: "false" });
  });

  it("are named as the gateway reads them", () => {
    expect(DEPARTMENT_HEADER).toBe("x-department-id");
    expect(API_KEY_ID_HEADER).toBe("x-api-key-id");
  });
});
