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
    ["the JSON null", () => "null"],
    ["no settings", ({ settings: _, ...value }) => value],
    [
      "a reply with no record of its server",
      (value) => ({ ...value, turns: [{ ...value.turns[1], servedBy: undefined }] }),
    ],
    ["a reply with no usage", (value) => ({ ...value, turns: [{ ...value.turns[1], usage: undefined }] })],
    ["a reply with no cost", (value) => ({ ...value, turns: [{ ...value.turns[1], cost: undefined }] })],
    ["settings that are no object", (value) => ({ ...value, settings: "defaults" })],
    [
      "a temperature that is no number",
      (value) => ({ ...value, settings: { ...value.settings, temperature: null } }),
    ],
    [
      "a max tokens that is no number",
      (value) => ({ ...value, settings: { ...value.settings, maxTokens: "9" } }),
    ],
    [
      "a max completion tokens that is no number",
      (value) => ({ ...value, settings: { ...value.settings, maxCompletionTokens: null } }),
    ],
    [
      "a repetition penalty that is no number",
      (value) => ({ ...value, settings: { ...value.settings, repetitionPenalty: [] } }),
    ],
    [
      "a store flag that is no boolean",
      (value) => ({ ...value, settings: { ...value.settings, store: "no" } }),
    ],
    ["a session id that is no text", (value) => ({ ...value, sessionId: 7 })],
    ["no session id", ({ sessionId: _, ...value }) => value],
    ["a turn that is no object", (value) => ({ ...value, turns: ["Hello"] })],
    ["a turn with no id", (value) => ({ ...value, turns: [{ role: "user", content: "Hello" }] })],
    [
      "a turn whose content is no text",
      (value) => ({ ...value, turns: [{ id: "q", role: "user", content: 1 }] }),
    ],
    [
      "a question whose images are no list",
      (value) => ({ ...value, turns: [{ ...value.turns[2], images: {} }] }),
    ],
    ["an image that is no object", (value) => ({ ...value, turns: [{ ...value.turns[2], images: [null] }] })],
    [
      "an image with no name",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[2], images: [{ ...value.turns[2].images[0], name: 1 }] }],
      }),
    ],
    [
      "an image with no type",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[2], images: [{ ...value.turns[2].images[0], type: null }] }],
      }),
    ],
    [
      "a tool result that names no function",
      (value) => ({ ...value, turns: [{ ...value.turns[4], name: null }] }),
    ],
    ["a reply that names no model", (value) => ({ ...value, turns: [{ ...value.turns[1], model: null }] })],
    [
      "a reply with an error that is no text",
      (value) => ({ ...value, turns: [{ ...value.turns[1], error: 500 }] }),
    ],
    [
      "a reply whose provider is no text",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[1], servedBy: { ...value.turns[1].servedBy, provider: 1 } }],
      }),
    ],
    [
      "a reply whose routing reason is no text",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[1], servedBy: { ...value.turns[1].servedBy, routingReason: {} } }],
      }),
    ],
    [
      "a reply whose server is no object",
      (value) => ({ ...value, turns: [{ ...value.turns[1], servedBy: "gpt" }] }),
    ],
    [
      "a reply whose usage is no object",
      (value) => ({ ...value, turns: [{ ...value.turns[1], usage: 10 }] }),
    ],
    [
      "a reply whose prompt tokens are no number",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[1], usage: { ...value.turns[1].usage, prompt_tokens: "4" } }],
      }),
    ],
    [
      "a reply whose completion tokens are no number",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[1], usage: { ...value.turns[1].usage, completion_tokens: null } }],
      }),
    ],
    [
      "a reply whose total tokens are no number",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[1], usage: { ...value.turns[1].usage, total_tokens: "10" } }],
      }),
    ],
    ["a reply whose cost is no object", (value) => ({ ...value, turns: [{ ...value.turns[1], cost: 0.1 }] })],
    [
      "a reply whose total cost is no number",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[1], cost: { ...value.turns[1].cost, totalCost: "0.1" } }],
      }),
    ],
    [
      "a reply whose energy cost is no number",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[1], cost: { ...value.turns[1].cost, energyCost: null } }],
      }),
    ],
    [
      "a reply whose tool calls are no list",
      (value) => ({ ...value, turns: [{ ...value.turns[3], toolCalls: {} }] }),
    ],
    [
      "a reply with a tool call that is no object",
      (value) => ({ ...value, turns: [{ ...value.turns[3], toolCalls: ["get_weather"] }] }),
    ],
    [
      "a reply with a tool call with no id",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[3], toolCalls: [{ name: "get_weather", arguments: "{}" }] }],
      }),
    ],
    [
      "a reply with a tool call with no name",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[3], toolCalls: [{ id: "call_1", arguments: "{}" }] }],
      }),
    ],
    [
      "a reply with a tool call with no arguments",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[3], toolCalls: [{ id: "call_1", name: "get_weather" }] }],
      }),
    ],
    [
      "a reply with a whole tool call after a broken one",
      (value) => ({ ...value, turns: [{ ...value.turns[3], toolCalls: [{}, ...value.turns[3].toolCalls] }] }),
    ],
    [
      "a reply whose schema check is no object",
      (value) => ({ ...value, turns: [{ ...value.turns[5], schemaCheck: "valid" }] }),
    ],
    [
      "a reply whose schema problems are no list",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[5], schemaCheck: { kind: "invalid", problems: {} } }],
      }),
    ],
    [
      "a reply with a schema problem of no path",
      (value) => ({
        ...value,
        turns: [
          {
            ...value.turns[5],
            schemaCheck: { kind: "invalid", problems: [{ rule: "type", expected: "x" }] },
          },
        ],
      }),
    ],
    [
      "a reply with a schema problem of no rule",
      (value) => ({
        ...value,
        turns: [
          { ...value.turns[5], schemaCheck: { kind: "invalid", problems: [{ path: "$", expected: "x" }] } },
        ],
      }),
    ],
    [
      "a reply with a schema problem of nothing expected",
      (value) => ({
        ...value,
        turns: [
          { ...value.turns[5], schemaCheck: { kind: "invalid", problems: [{ path: "$", rule: "type" }] } },
        ],
      }),
    ],
    [
      "a reply with a schema problem that is no object",
      (value) => ({
        ...value,
        turns: [{ ...value.turns[5], schemaCheck: { kind: "invalid", problems: ["$"] } }],
      }),
    ],
    ["a tool draft that is no object", (value) => ({ ...value, tools: ["get_weather"] })],
    ["a tool draft with no id", (value) => ({ ...value, tools: [{ text: "{}" }] })],
    ["a structured output that is no object", (value) => ({ ...value, structuredOutput: true })],
    [
      "a structured output with no name",
      (value) => ({ ...value, structuredOutput: { ...value.structuredOutput, name: null } }),
    ],
    [
      "a structured output with no schema",
      (value) => ({ ...value, structuredOutput: { ...value.structuredOutput, schema: {} } }),
    ],
  ];

  it.each(malformed)("is ignored whole when it holds %s", (_, corrupt) => {
    expect(readStoredPlayground(storeHolding(corrupt(stored())))).toBeNull();
  });

  it("brings back what may be null or absent as it was", () => {
    const value = stored();
    value.modelName = null;
    value.apiKeyId = null;
    value.departmentId = null;
    value.structuredOutput = null;
    value.turns[1] = { ...value.turns[1], servedBy: null, usage: null, cost: null, error: "Rate limited" };
    value.turns[3] = { ...value.turns[3], toolCalls: [] };
    value.turns[5] = { ...value.turns[5], schemaCheck: null };
    value.turns[2] = { ...value.turns[2], images: [{ ...value.turns[2].images[0], dataUrl: 42 }] };
    const read = readStoredPlayground(storeHolding(value));
    expect(read).toMatchObject({
      modelName: null,
      apiKeyId: null,
      departmentId: null,
      structuredOutput: null,
    });
    expect(read?.turns[1]).toEqual({
      ...playground.turns[1],
      servedBy: null,
      usage: null,
      cost: null,
      error: "Rate limited",
    });
    expect(read?.turns[3]).not.toHaveProperty("toolCalls");
    expect(read?.turns[5]).not.toHaveProperty("schemaCheck");
    expect(read?.turns[2]).toEqual({
      ...playground.turns[2],
      images: [{ name: "map.png", type: "image/png", size: 68, dataUrl: null }],
    });
  });

  it("brings back a reply's servedBy with no provider or reason", () => {
    const value = stored();
    value.turns[1].servedBy = { model: "gpt-4o-mini", provider: null, routingReason: null };
    expect(readStoredPlayground(storeHolding(value))?.turns[1]).toMatchObject({
      servedBy: { model: "gpt-4o-mini", provider: null, routingReason: null },
    });
  });

  it.each(["valid", "notJson"])("brings back a schema check of kind %s", (kind) => {
    const value = stored();
    value.turns[5].schemaCheck = { kind, problems: "ignored" };
    expect(readStoredPlayground(storeHolding(value))?.turns[5]).toMatchObject({ schemaCheck: { kind } });
    expect(readStoredPlayground(storeHolding(value))?.turns[5]).not.toHaveProperty("schemaCheck.problems");
  });

  it.each([ReplyStatus.DONE, ReplyStatus.STOPPED, ReplyStatus.FAILED])(
    "brings back a reply %s as it was",
    (status) => {
      const value = stored();
      value.turns[1].status = status;
      expect(readStoredPlayground(storeHolding(value))?.turns[1]).toMatchObject({ status });
    },
  );

  it("brings back a question with no image list as a question without images", () => {
    const value = stored();
    expect(readStoredPlayground(storeHolding(value))?.turns[0]).toEqual({
      id: "q1",
      role: "user",
      content: "What is a watt?",
    });
  });

  it("keeps an image that fills exactly what is left of the budget", () => {
    const store = new MemoryStore();
    const prefix = "data:image/png;base64,";
    const dataUrl = `${prefix}${"A".repeat(STORED_IMAGE_BUDGET_CHARS - prefix.length)}`;
    writeStoredPlayground(store, {
      ...playground,
      turns: [
        {
          id: "q1",
          role: "user",
          content: "Look",
          images: [{ name: "a.png", type: "image/png", size: 1, dataUrl }],
        },
      ],
    });
    const question = readStoredPlayground(store)?.turns[0];
    expect(question?.role === "user" && question.images?.[0]?.dataUrl).toBe(dataUrl);
  });

  it("keeps the conversation without its images when the store refuses it with them", () => {
    const refusesLongTexts = new MemoryStore();
    const write = refusesLongTexts.write.bind(refusesLongTexts);
    refusesLongTexts.write = (key, text) => {
      if (text.length < 5_000) write(key, text);
    };
    const dataUrl = `data:image/png;base64,${"A".repeat(6_000)}`;
    writeStoredPlayground(refusesLongTexts, {
      ...playground,
      turns: [
        {
          id: "q1",
          role: "user",
          content: "Look",
          images: [{ name: "a.png", type: "image/png", size: 9, dataUrl }],
        },
      ],
    });
    expect(readStoredPlayground(refusesLongTexts)?.turns).toEqual([
      {
        id: "q1",
        role: "user",
        content: "Look",
        images: [{ name: "a.png", type: "image/png", size: 9, dataUrl: null }],
      },
    ]);
  });

  it("keeps images as they are in a store that cannot be read back", () => {
    let written = "";
    const dataUrl = "data:image/png;base64,iVBORw0KGgo=";
    writeStoredPlayground(
      {
        write: (_key, text) => {
          written = text;
        },
      },
      {
        ...playground,
        turns: [
          {
            id: "q1",
            role: "user",
            content: "Look",
            images: [{ name: "a.png", type: "image/png", size: 9, dataUrl }],
          },
        ],
      },
    );
    expect(JSON.parse(written).turns[0].images[0].dataUrl).toBe(dataUrl);
  });

  it("writes its shape's version with what it keeps", () => {
    const store = new MemoryStore();
    writeStoredPlayground(store, playground);
    expect(JSON.parse(store.read(PLAYGROUND_STORAGE_KEY) ?? "{}")).toMatchObject({
      version: 1,
      sessionId: "conv-1",
    });
  });

  it("keeps an image no longer attached by name and size, beside one still attached", () => {
    const store = new MemoryStore();
    const dataUrl = "data:image/png;base64,iVBORw0KGgo=";
    const images = [
      { name: "gone.png", type: "image/png", size: 5, dataUrl: null },
      { name: "here.png", type: "image/png", size: 9, dataUrl },
    ];
    writeStoredPlayground(store, {
      ...playground,
      turns: [{ id: "q1", role: "user", content: "Look", images }],
    });
    expect(readStoredPlayground(store)?.turns).toEqual([{ id: "q1", role: "user", content: "Look", images }]);
  });

  it("is stored under the key the playground has always used", () => {
    expect(PLAYGROUND_STORAGE_KEY).toBe("playground");
  });
});
