import { describe, expect, it } from "vitest";
import { BEST_AVAILABLE_MODEL } from "../available-models/best-available.ts";
import { chatCompletionBody } from "./chat-completion-body.ts";
import {
  attachedImages,
  conversationHasImages,
  conversationMessages,
  isBestAvailable,
  type PlaygroundReply,
  type PlaygroundTurn,
  pendingToolCalls,
  ReplyStatus,
  replyCost,
} from "./playground-conversation.ts";
import { playgroundRequest } from "./playground-request.ts";
import { PLAYGROUND_DEFAULTS } from "./playground-settings.ts";
import { RoutingStrategy } from "./routing-strategy.ts";
import { isSystemPromptId, SYSTEM_PROMPT_IDS, SystemPromptId, systemPromptText } from "./system-prompts.ts";

const question = (content: string): PlaygroundTurn => ({ id: `q-${content}`, role: "user", content });
const reply = (content: string, status = ReplyStatus.DONE): PlaygroundReply => ({
  id: `r-${content}`,
  role: "assistant",
  content,
  status,
  model: "gpt-4o-mini",
  servedBy: null,
  usage: null,
  cost: null,
  error: null,
});
const usage = { prompt_tokens: 1000, completion_tokens: 2000, total_tokens: 3000 };
const catalogue = [
  BEST_AVAILABLE_MODEL,
  { systemName: "gpt-4o-mini", tokenInPricePerMillionTokens: 0.15, tokenOutPricePerMilionTokens: 0.6 },
  { systemName: "gpt-4o", tokenInPricePerMillionTokens: 2.5, tokenOutPricePerMilionTokens: 10 },
];

describe("the conversation the playground sends", () => {
  it("holds every question and every answer as far as it was written, a failed one left out", () => {
    const turns = [
      question("Hi"),
      reply("Hello!"),
      question("Tell me more"),
      reply("It began", ReplyStatus.STOPPED),
      question("Again"),
      reply("", ReplyStatus.FAILED),
      question("Once more"),
      reply("", ReplyStatus.STREAMING),
    ];
    expect(conversationMessages(turns)).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello!" },
      { role: "user", content: "Tell me more" },
      { role: "assistant", content: "It began" },
      { role: "user", content: "Again" },
      { role: "user", content: "Once more" },
    ]);
  });

  it("ends with the new question, after the chosen system prompt's text", () => {
    const request = playgroundRequest({
      model: { systemName: "gpt-4o-mini", hasReasoning: false },
      turns: [question("Hi"), reply("Hello!")],
      question: "  What is a watt?  ",
      settings: PLAYGROUND_DEFAULTS,
      systemPrompt: SystemPromptId.CODE_EXPERT,
      routingStrategy: RoutingStrategy.COST,
      apiKeyId: "key-1",
      sessionId: "conv-1",
      departmentId: "dep-research",
    });
    expect(request.messages.at(-1)).toEqual({ role: "user", content: "What is a watt?" });
    expect(request.systemPrompt).toBe(systemPromptText(SystemPromptId.CODE_EXPERT));
    expect(request).toMatchObject({
      apiKeyId: "key-1",
      sessionId: "conv-1",
      routingStrategy: null,
      departmentId: "dep-research",
    });
    expect(chatCompletionBody(request, true).messages[0]?.role).toBe("system");
  });

  it("asks 'Best Available' to route by the chosen strategy, and nothing else", () => {
    const input = {
      turns: [],
      question: "",
      settings: PLAYGROUND_DEFAULTS,
      systemPrompt: SystemPromptId.NONE,
      routingStrategy: RoutingStrategy.LATENCY,
      apiKeyId: null,
      sessionId: "conv-1",
    };
    const best = playgroundRequest({ ...input, model: BEST_AVAILABLE_MODEL });
    expect(best.routingStrategy).toBe(RoutingStrategy.LATENCY);
    expect(best.messages).toEqual([]);
    expect(best.systemPrompt).toBeNull();
  });
});

const CALL = { id: "call_1", name: "get_weather", arguments: '{"location":"Oslo"}' };
const calling = (status = ReplyStatus.DONE, calls = [CALL]): PlaygroundReply => ({
  ...reply("", status),
  id: `r-calls-${status}`,
  toolCalls: calls,
});
const result = (toolCallId: string, content: string): PlaygroundTurn => ({
  id: `t-${toolCallId}`,
  role: "tool",
  toolCallId,
  name: "get_weather",
  content,
});
const PIXEL = "data:image/png;base64,iVBORw0KGgo=";

describe("a conversation with tools and images", () => {
  it("sends a finished reply's calls with the person's results, its content null when it wrote no words", () => {
    expect(conversationMessages([question("Weather?"), calling(), result("call_1", "2 °C")])).toEqual([
      { role: "user", content: "Weather?" },
      { role: "assistant", content: null, toolCalls: [CALL] },
      { role: "tool", content: "2 °C", toolCallId: "call_1" },
    ]);
  });

  it("leaves out calls no one answered, and results whose call is not sent", () => {
    const stopped = calling(ReplyStatus.STOPPED);
    expect(conversationMessages([question("Weather?"), calling(), question("Never mind")])).toEqual([
      { role: "user", content: "Weather?" },
      { role: "user", content: "Never mind" },
    ]);
    expect(conversationMessages([question("Weather?"), stopped, result("call_1", "2 °C")])).toEqual([
      { role: "user", content: "Weather?" },
    ]);
  });

  it("sends a question's images still attached, and no image no longer attached", () => {
    const withImages: PlaygroundTurn = {
      id: "q-images",
      role: "user",
      content: "What is this?",
      images: [
        { name: "a.png", type: "image/png", size: 10, dataUrl: PIXEL },
        { name: "b.png", type: "image/png", size: 10, dataUrl: null },
      ],
    };
    expect(conversationMessages([withImages])).toEqual([
      { role: "user", content: "What is this?", images: [PIXEL] },
    ]);
    expect(conversationHasImages([withImages])).toBe(true);
    expect(conversationHasImages([question("Hi")])).toBe(false);
  });

  it("lets the person answer the calls of the last reply only, once it ended whole", () => {
    expect(pendingToolCalls([question("Weather?"), calling()])).toEqual([CALL]);
    expect(pendingToolCalls([question("Weather?"), calling(), result("call_1", "2 °C")])).toEqual([]);
    expect(pendingToolCalls([question("Weather?"), calling(ReplyStatus.STOPPED)])).toEqual([]);
    expect(
      pendingToolCalls([question("Weather?"), calling(ReplyStatus.DONE, [{ ...CALL, id: "" }])]),
    ).toEqual([]);
  });

  it("asks with the tools and the schema when there are some", () => {
    const tool = { type: "function" as const, function: { name: "get_weather" } };
    const responseFormat = { name: "answer", schema: { type: "object" }, strict: true };
    const request = playgroundRequest({
      model: { systemName: "gpt-4o", hasReasoning: false },
      turns: [],
      question: "",
      images: [PIXEL],
      settings: PLAYGROUND_DEFAULTS,
      systemPrompt: SystemPromptId.NONE,
      routingStrategy: RoutingStrategy.NONE,
      apiKeyId: null,
      sessionId: "conv-1",
      tools: [tool],
      responseFormat,
    });
    expect(request).toMatchObject({
      messages: [{ role: "user", content: "", images: [PIXEL] }],
      tools: [tool],
      responseFormat,
    });
  });
});

describe("the system prompts", () => {
  it("are none and three named prompts, each with a text of its own", () => {
    expect(SYSTEM_PROMPT_IDS).toHaveLength(4);
    expect(systemPromptText(SystemPromptId.NONE)).toBeNull();
    const texts = SYSTEM_PROMPT_IDS.filter((id) => id !== SystemPromptId.NONE).map(systemPromptText);
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text?.length).toBeGreaterThan(40);
  });
});

describe("the cost of a reply", () => {
  it("follows the prices of the model asked for", () => {
    const cost = replyCost(usage, "gpt-4o-mini", null, catalogue);
    expect(cost?.totalCost).toBeCloseTo(0.00135, 12);
    expect(cost?.energyCost).toBeCloseTo(0.0002025, 12);
  });

  it("for 'Best Available' follows the prices of the model that served it", () => {
    const servedBy = { model: "gpt-4o", provider: "OpenAI", routingReason: "Latency" };
    expect(replyCost(usage, BEST_AVAILABLE_MODEL.systemName, servedBy, catalogue)?.totalCost).toBeCloseTo(
      0.0225,
      12,
    );
  });

  it("is unknown without usage, for an unnamed 'Best Available' model, or a model no longer listed", () => {
    expect(replyCost(null, "gpt-4o-mini", null, catalogue)).toBeNull();
    expect(replyCost(usage, BEST_AVAILABLE_MODEL.systemName, null, catalogue)).toBeNull();
    expect(replyCost(usage, "retired-model", null, catalogue)).toBeNull();
  });
});

describe("a conversation with tools and images, in detail", () => {
  const ROME = { id: "call_2", name: "get_weather", arguments: '{"location":"Rome"}' };

  it("sends a reply's words along with its answered calls", () => {
    const worded = { ...calling(), content: "Let me look." };
    expect(conversationMessages([question("Weather?"), worded, result("call_1", "2 °C")])).toEqual([
      { role: "user", content: "Weather?" },
      { role: "assistant", content: "Let me look.", toolCalls: [CALL] },
      { role: "tool", content: "2 °C", toolCallId: "call_1" },
    ]);
  });

  it("sends a reply's words alone when one of its calls has no result, and none of the results", () => {
    const worded = { ...calling(ReplyStatus.DONE, [CALL, ROME]), content: "Let me look." };
    expect(conversationMessages([question("Weather?"), worded, result("call_1", "2 °C")])).toEqual([
      { role: "user", content: "Weather?" },
      { role: "assistant", content: "Let me look." },
    ]);
  });

  it("sends every call of a reply once each has its result", () => {
    const both = calling(ReplyStatus.DONE, [CALL, ROME]);
    expect(
      conversationMessages([question("Weather?"), both, result("call_1", "2 °C"), result("call_2", "20 °C")]),
    ).toEqual([
      { role: "user", content: "Weather?" },
      { role: "assistant", content: null, toolCalls: [CALL, ROME] },
      { role: "tool", content: "2 °C", toolCallId: "call_1" },
      { role: "tool", content: "20 °C", toolCallId: "call_2" },
    ]);
  });

  it("sends a stopped reply's words but never its calls", () => {
    const stopped = { ...calling(ReplyStatus.STOPPED), content: "Let me" };
    expect(conversationMessages([question("Weather?"), stopped, result("call_1", "2 °C")])).toEqual([
      { role: "user", content: "Weather?" },
      { role: "assistant", content: "Let me" },
    ]);
  });

  it("sends a question whose images are all detached as words alone", () => {
    const detached: PlaygroundTurn = {
      id: "q-gone",
      role: "user",
      content: "What was this?",
      images: [{ name: "a.png", type: "image/png", size: 10, dataUrl: null }],
    };
    expect(conversationMessages([detached])).toEqual([{ role: "user", content: "What was this?" }]);
    expect(conversationHasImages([detached, reply("A cat")])).toBe(false);
    expect(attachedImages({ id: "q", role: "user", content: "Hi" })).toEqual([]);
  });

  it("has no calls to answer in an empty conversation, after a question, or after a reply without calls", () => {
    expect(pendingToolCalls([])).toEqual([]);
    expect(pendingToolCalls([question("Weather?")])).toEqual([]);
    expect(pendingToolCalls([question("Weather?"), reply("Sunny")])).toEqual([]);
    expect(pendingToolCalls([question("Weather?"), calling(ReplyStatus.FAILED)])).toEqual([]);
    expect(
      pendingToolCalls([question("Weather?"), calling(ReplyStatus.DONE, [CALL, { ...ROME, name: "" }])]),
    ).toEqual([]);
  });

  it("knows 'Best Available' by its name alone", () => {
    expect(isBestAvailable(BEST_AVAILABLE_MODEL.systemName)).toBe(true);
    expect(isBestAvailable("gpt-4o")).toBe(false);
    expect(isBestAvailable(null)).toBe(false);
  });
});

describe("the request the playground makes, in detail", () => {
  const input = {
    model: { systemName: "gpt-4o", hasReasoning: true },
    turns: [],
    question: "Hi",
    settings: PLAYGROUND_DEFAULTS,
    systemPrompt: SystemPromptId.NONE,
    routingStrategy: RoutingStrategy.COST,
    apiKeyId: null,
    sessionId: "conv-1",
  };

  it("is made of exactly what the gateway needs, and asks for oneself when no department is chosen", () => {
    expect(
      playgroundRequest({ ...input, model: BEST_AVAILABLE_MODEL, tools: [], responseFormat: null }),
    ).toEqual({
      model: { systemName: "Best Available", hasReasoning: BEST_AVAILABLE_MODEL.hasReasoning },
      messages: [{ role: "user", content: "Hi" }],
      systemPrompt: null,
      settings: PLAYGROUND_DEFAULTS,
      apiKeyId: null,
      sessionId: "conv-1",
      routingStrategy: RoutingStrategy.COST,
      departmentId: null,
    });
    expect(playgroundRequest(input).model).toEqual({ systemName: "gpt-4o", hasReasoning: true });
  });

  it("sends a question's images with its words", () => {
    expect(playgroundRequest({ ...input, question: " Look ", images: [PIXEL] }).messages).toEqual([
      { role: "user", content: "Look", images: [PIXEL] },
    ]);
    expect(playgroundRequest({ ...input, question: "Look", images: [] }).messages).toEqual([
      { role: "user", content: "Look" },
    ]);
  });

  it("adds no question for blank words without images", () => {
    expect(playgroundRequest({ ...input, turns: [question("Hi")], question: " \n " }).messages).toEqual([
      { role: "user", content: "Hi" },
    ]);
  });
});

describe("the system prompts, in detail", () => {
  it("are told apart from other values", () => {
    for (const id of SYSTEM_PROMPT_IDS) expect(isSystemPromptId(id)).toBe(true);
    expect(isSystemPromptId("pirate")).toBe(false);
    expect(isSystemPromptId(42)).toBe(false);
    expect(isSystemPromptId(null)).toBe(false);
    expect(SYSTEM_PROMPT_IDS).toEqual(["none", "generalAssistant", "codeExpert", "technicalWriter"]);
  });

  it("give each prompt its own role", () => {
    expect(systemPromptText(SystemPromptId.GENERAL_ASSISTANT)).toMatch(
      /^You are a helpful, knowledgeable assistant\./,
    );
    expect(systemPromptText(SystemPromptId.CODE_EXPERT)).toMatch(/^You are an expert software engineer\./);
    expect(systemPromptText(SystemPromptId.TECHNICAL_WRITER)).toMatch(/^You are a technical writer\./);
  });
});

describe("the cost of a reply, in detail", () => {
  it("is its total and energy cost alone", () => {
    const cost = replyCost(usage, "gpt-4o", null, catalogue);
    expect(Object.keys(cost ?? {}).sort()).toEqual(["energyCost", "totalCost"]);
    expect(cost?.totalCost).toBeCloseTo(0.0225, 12);
  });

  it("follows the model the gateway named even when another was asked for", () => {
    const servedBy = { model: "gpt-4o-mini", provider: "OpenAI", routingReason: null };
    expect(replyCost(usage, "gpt-4o", servedBy, catalogue)?.totalCost).toBeCloseTo(0.00135, 12);
    const bestServed = { model: BEST_AVAILABLE_MODEL.systemName, provider: null, routingReason: null };
    expect(replyCost(usage, "gpt-4o", bestServed, catalogue)).toBeNull();
  });
});
