import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { ReplyStatus } from "./playground-conversation.ts";
import { PLAYGROUND_DEFAULTS, ReasoningEffort } from "./playground-settings.ts";
import { forgetStoredPlayground, PLAYGROUND_STORAGE_KEY } from "./playground-storage-key.ts";
import { RoutingStrategy } from "./routing-strategy.ts";
import {
  readStoredPlayground,
  STORED_IMAGE_BUDGET_CHARS,
  type StoredPlayground,
  writeStoredPlayground,
} from "./stored-playground.ts";
import { SystemPromptId } from "./system-prompts.ts";

const playground: StoredPlayground = {
  modelName: "Best Available",
  settings: { ...PLAYGROUND_DEFAULTS, temperature: 1.2, reasoningEffort: ReasoningEffort.HIGH },
  systemPrompt: SystemPromptId.TECHNICAL_WRITER,
  routingStrategy: RoutingStrategy.EMISSION,
  apiKeyId: "key-demo-1",
  departmentId: "dep-research",
  sessionId: "conv-1",
  turns: [
    { id: "q1", role: "user", content: "What is a watt?" },
    {
      id: "r1",
      role: "assistant",
      content: "A joule per second.",
      status: ReplyStatus.DONE,
      model: "Best Available",
      servedBy: { model: "gpt-4o-mini", provider: "OpenAI", routingReason: "lowest emissions" },
      usage: { prompt_tokens: 4, completion_tokens: 6, total_tokens: 10 },
      cost: { totalCost: 0.0000042, energyCost: 0.00000063 },
      error: null,
    },
    {
      id: "q2",
      role: "user",
      content: "And here?",
      images: [
        { name: "map.png", type: "image/png", size: 68, dataUrl: "data:image/png;base64,iVBORw0KGgo=" },
      ],
    },
    {
      id: "r2",
      role: "assistant",
      content: "",
      status: ReplyStatus.DONE,
      model: "gpt-4o",
      servedBy: null,
      usage: null,
      cost: null,
      error: null,
      toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"location":"Oslo"}' }],
    },
    { id: "t1", role: "tool", toolCallId: "call_1", name: "get_weather", content: "2 °C" },
    {
      id: "r3",
      role: "assistant",
      content: '{"city":"Oslo"}',
      status: ReplyStatus.DONE,
      model: "gpt-4o",
      servedBy: null,
      usage: null,
      cost: null,
      error: null,
      schemaCheck: {
        kind: "invalid",
        problems: [{ path: "$", rule: "required", expected: "temperature_c" }],
      },
    },
  ],
  tools: [{ id: "tool-1", text: '{"name": "get_weather"}' }],
  structuredOutput: { enabled: true, name: "answer", schema: '{"type": "object"}' },
};

function storeHolding(value: unknown): MemoryStore {
  const store = new MemoryStore();
  store.write(PLAYGROUND_STORAGE_KEY, typeof value === "string" ? value : JSON.stringify(value));
  return store;
}

const stored = () => JSON.parse(JSON.stringify({ version: 1, ...playground }));

describe("the playground kept across a reload", () => {
  it("comes back as it was written", () => {
    const store = new MemoryStore();
    writeStoredPlayground(store, playground);
    expect(readStoredPlayground(store)).toEqual(playground);
  });

  it("reads one stored before tools and structured output as offering none, and off", () => {
    const { tools: _, structuredOutput: __, ...older } = stored();
    expect(readStoredPlayground(storeHolding(older))).toMatchObject({ tools: [], structuredOutput: null });
  });

  it("never brings back an image that is not the person's own data: a remote address is dropped", () => {
    const value = stored();
    value.turns[2].images[0].dataUrl = "https://tracker.example/pixel.png";
    expect(readStoredPlayground(storeHolding(value))?.turns[2]).toMatchObject({
      images: [{ name: "map.png", dataUrl: null }],
    });
  });

  it("keeps the latest images while they fit, the others by name and size only", () => {
    const store = new MemoryStore();
    const image = (name: string) => ({
      name,
      type: "image/png",
      size: 3,
      dataUrl: `data:image/png;base64,${"A".repeat(STORED_IMAGE_BUDGET_CHARS * 0.6)}`,
    });
    writeStoredPlayground(store, {
      ...playground,
      turns: [
        { id: "q1", role: "user", content: "First", images: [image("old.png")] },
        { id: "q2", role: "user", content: "Second", images: [image("new.png")] },
      ],
    });
    const images = readStoredPlayground(store)?.turns.map((turn) =>
      turn.role === "user" ? turn.images?.map((each) => [each.name, each.dataUrl !== null]) : null,
    );
    expect(images).toEqual([[["old.png", false]], [["new.png", true]]]);
  });

  it("reads one stored before departments could be chosen as asking for oneself", () => {
    const { departmentId: _, ...older } = stored();
    expect(readStoredPlayground(storeHolding(older))?.departmentId).toBeNull();
  });

  it("keeps an API key by its id only", () => {
    const store = new MemoryStore();
    writeStoredPlayground(store, playground);
    expect(store.read(PLAYGROUND_STORAGE_KEY)).not.toMatch(/mk-|value/);
  });

  it("brings back a reply that was still being written as stopped", () => {
    const value = stored();
    value.turns[1].status = ReplyStatus.STREAMING;
    expect(readStoredPlayground(storeHolding(value))?.turns[1]).toMatchObject({
      status: ReplyStatus.STOPPED,
    });
  });

  it("brings settings back inside their bounds", () => {
    const value = stored();
    value.settings.temperature = 9;
    value.settings.maxCompletionTokens = 3;
    expect(readStoredPlayground(storeHolding(value))?.settings).toMatchObject({
      temperature: 2,
      maxCompletionTokens: 10,
    });
  });

  it("is nothing when nothing was stored, or after it was forgotten", () => {
    const store = new MemoryStore();
    expect(readStoredPlayground(store)).toBeNull();
    writeStoredPlayground(store, playground);
    forgetStoredPlayground(store);
    expect(readStoredPlayground(store)).toBeNull();
  });

  const malformed: [string, (value: ReturnType<typeof stored>) => unknown][] = [
    ["text that is not JSON", () => "{not json"],
    ["a list", () => []],
    ["another version", (value) => ({ ...value, version: 2 })],
    ["a model name that is no text", (value) => ({ ...value, modelName: 42 })],
    ["an unknown system prompt", (value) => ({ ...value, systemPrompt: "pirate" })],
    ["an unknown routing strategy", (value) => ({ ...value, routingStrategy: "fastest" })],
    ["a setting that is no number", (value) => ({ ...value, settings: { ...value.settings, topP: "0.9" } })],
    [
      "an unknown reasoning effort",
      (value) => ({ ...value, settings: { ...value.settings, reasoningEffort: "max" } }),
    ],
    ["turns that are no list", (value) => ({ ...value, turns: {} })],
    [
      "a turn of an unknown role",
      (value) => ({ ...value, turns: [{ id: "x", role: "system", content: "x" }] }),
    ],
    [
      "a reply of an unknown status",
      (value) => ({ ...value, turns: [{ ...value.turns[1], status: "lost" }] }),
    ],
    [
      "a reply with broken usage",
      (value) => ({ ...value, turns: [{ ...value.turns[1], usage: { total_tokens: "3" } }] }),
    ],
    [
      "a reply with a broken server",
      (value) => ({ ...value, turns: [{ ...value.turns[1], servedBy: { model: 1 } }] }),
    ],
    ["a key id that is no text", (value) => ({ ...value, apiKeyId: { value: "mk-secret" } })],
    ["a department id that is no text", (value) => ({ ...value, departmentId: 42 })],
    ["tools that are no list", (value) => ({ ...value, tools: { id: "tool-1" } })],
    ["a tool whose text is no text", (value) => ({ ...value, tools: [{ id: "tool-1", text: 1 }] })],
    ["a structured output with no switch", (value) => ({ ...value, structuredOutput: { name: "answer" } })],
    [
      "a tool result that names no call",
      (value) => ({ ...value, turns: [{ id: "t", role: "tool", name: "get_weather", content: "2" }] }),
    ],
    [
      "a reply with broken tool calls",
      (value) => ({ ...value, turns: [{ ...value.turns[3], toolCalls: [{}] }] }),
    ],
    [
      "a reply with a broken schema check",
      (value) => ({ ...value, turns: [{ ...value.turns[5], schemaCheck: { kind: "maybe" } }] }),
    ],
    [
      "an image with no size",
      (value) => ({ ...value, turns: [{ ...value.turns[2], images: [{ name: "x" }] }] }),
    ],
  ];

  it.each(malformed)("is ignored whole when it holds %s", (_, corrupt) => {
    expect(readStoredPlayground(storeHolding(corrupt(stored())))).toBeNull();
  });
});
