import { describe, expect, it } from "vitest";
import {
  appendStreamEvent,
  type ChatStreamEvent,
  type CompletionResult,
  readCompletion,
  readCompletionChunk,
  readServedBy,
  SERVED_BY_HEADERS,
} from "./completion-result.ts";

const usage = { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 };
const start: CompletionResult = { message: "", question: "Weather?", usage: null };
const call = (id: unknown, name: unknown, args?: unknown) => ({
  id,
  type: "function",
  function: { name, arguments: args },
});

describe("a non-streamed answer", () => {
  it("keeps both the words and the calls when the model wrote words and asked for tools", () => {
    const body = {
      choices: [{ message: { content: "Let me look.", tool_calls: [call("c1", "get_weather", "{}")] } }],
    };
    expect(readCompletion(body, "Weather?")).toEqual({
      message: "Let me look.",
      question: "Weather?",
      usage: null,
      toolCalls: [{ id: "c1", name: "get_weather", arguments: "{}" }],
    });
  });

  it("leaves out calls without an id or a name, and reads missing arguments as none", () => {
    const body = {
      choices: [
        {
          message: {
            content: null,
            tool_calls: [
              call(1, "get_weather", "{}"),
              call("c2", null, "{}"),
              null,
              call("c3", "get_time", 42),
            ],
          },
        },
      ],
    };
    expect(readCompletion(body, "Weather?").toolCalls).toEqual([
      { id: "c3", name: "get_time", arguments: "" },
    ]);
  });

  it("has no tool calls at all when the model asked for none", () => {
    const answer = readCompletion({ choices: [{ message: { content: "Hi", tool_calls: [] } }] }, "Hello");
    expect(answer).not.toHaveProperty("toolCalls");
    expect(
      readCompletion({ choices: [{ message: { content: "Hi", tool_calls: "none" } }] }, "Hello"),
    ).toEqual({
      message: "Hi",
      question: "Hello",
      usage: null,
    });
  });

  it("is refused, saying why, when the first choice has no words and no usable call", () => {
    const noContent = "The completion has no first choice with content";
    expect(() => readCompletion({ choices: [{ message: { content: null } }] }, "Hello")).toThrow(
      new TypeError(noContent),
    );
    expect(() => readCompletion({ choices: [{ message: { content: 3 } }] }, "Hello")).toThrow(noContent);
    expect(() => readCompletion({}, "Hello")).toThrow(noContent);
    expect(() => readCompletion({ choices: [{}] }, "Hello")).toThrow(noContent);
    expect(() =>
      readCompletion({ choices: [{ message: { content: null, tool_calls: [call(null, "f")] } }] }, "Hello"),
    ).toThrow(noContent);
  });

  it("is refused, saying why, when the body is no JSON object", () => {
    expect(() => readCompletion(null, "Hello")).toThrow(new TypeError("The completion is not a JSON object"));
    expect(() => readCompletion("Hi", "Hello")).toThrow("The completion is not a JSON object");
  });

  it("counts its usage only when the total is given, and keeps the three counts alone", () => {
    const body = (usage: unknown) => ({ choices: [{ message: { content: "Hi" } }], usage });
    expect(readCompletion(body({ ...usage, cached_tokens: 3, cost: 1 }), "Hello").usage).toEqual(usage);
    expect(readCompletion(body({ prompt_tokens: 5, completion_tokens: 7 }), "Hello").usage).toBeNull();
    expect(readCompletion(body({ ...usage, total_tokens: "12" }), "Hello").usage).toBeNull();
    expect(readCompletion(body(null), "Hello").usage).toBeNull();
  });
});

describe("a streamed chunk", () => {
  it("gives the words, then the calls' pieces, then the usage, in that order", () => {
    const chunk = {
      choices: [
        {
          delta: {
            content: "Hi",
            tool_calls: [{ index: 0, id: "c1", function: { name: "f", arguments: "{" } }],
          },
        },
      ],
      usage,
    };
    expect(readCompletionChunk(chunk)).toEqual([
      { kind: "delta", text: "Hi" },
      { kind: "toolCall", index: 0, id: "c1", name: "f", arguments: "{" },
      { kind: "usage", usage },
    ]);
  });

  it("gives nothing for empty words, words that are no text, or no choice", () => {
    expect(readCompletionChunk({ choices: [{ delta: { content: "" } }] })).toEqual([]);
    expect(readCompletionChunk({ choices: [{ delta: { content: null } }] })).toEqual([]);
    expect(readCompletionChunk({ choices: [] })).toEqual([]);
    expect(readCompletionChunk({})).toEqual([]);
  });

  it("gives a call's piece without the id and name it does not carry, and no arguments as empty", () => {
    expect(readCompletionChunk({ choices: [{ delta: { tool_calls: [{ index: 2 }] } }] })).toEqual([
      { kind: "toolCall", index: 2, arguments: "" },
    ]);
    const pieces = readCompletionChunk({
      choices: [{ delta: { tool_calls: [{ index: 0, id: 5, function: { name: 6, arguments: 7 } }] } }],
    });
    expect(pieces).toEqual([{ kind: "toolCall", index: 0, arguments: "" }]);
    expect(pieces[0]).not.toHaveProperty("id");
    expect(pieces[0]).not.toHaveProperty("name");
  });

  it("leaves out pieces of no call a provider could number", () => {
    const pieces = [
      { index: -1 },
      { index: 1.5 },
      { index: "0" },
      {},
      null,
      { index: 0, function: { arguments: "x" } },
    ];
    expect(readCompletionChunk({ choices: [{ delta: { tool_calls: pieces } }] })).toEqual([
      { kind: "toolCall", index: 0, arguments: "x" },
    ]);
    expect(readCompletionChunk({ choices: [{ delta: { tool_calls: { index: 0 } } }] })).toEqual([]);
  });

  it("is refused when it is no JSON object", () => {
    expect(() => readCompletionChunk(null)).toThrow("The completion is not a JSON object");
  });
});

describe("an answer built up from streamed events", () => {
  const fold = (...events: ChatStreamEvent[]) => events.reduce(appendStreamEvent, start);

  it("takes the latest usage the gateway sent", () => {
    const later = { prompt_tokens: 5, completion_tokens: 9, total_tokens: 14 };
    expect(fold({ kind: "usage", usage }, { kind: "usage", usage: later }).usage).toEqual(later);
  });

  it("joins a call's name and arguments from its pieces, and keeps its id unless a piece names another", () => {
    const answer = fold(
      { kind: "toolCall", index: 0, id: "c1", name: "get_", arguments: '{"a"' },
      { kind: "toolCall", index: 0, name: "weather", arguments: ":1}" },
    );
    expect(answer.toolCalls).toEqual([{ id: "c1", name: "get_weather", arguments: '{"a":1}' }]);
    expect(
      fold(
        { kind: "toolCall", index: 0, id: "c1", arguments: "" },
        { kind: "toolCall", index: 0, id: "c2", arguments: "" },
      ).toolCalls,
    ).toEqual([{ id: "c2", name: "", arguments: "" }]);
  });

  it("fills a gap in the calls' numbers with an empty call rather than a hole", () => {
    const answer = fold({ kind: "toolCall", index: 1, id: "c2", name: "f", arguments: "{}" });
    expect(answer.toolCalls).toEqual([
      { id: "", name: "", arguments: "" },
      { id: "c2", name: "f", arguments: "{}" },
    ]);
    expect(answer.toolCalls?.length).toBe(2);
    expect(0 in (answer.toolCalls ?? [])).toBe(true);
  });

  it("keeps the words, question and calls when the server is named", () => {
    const servedBy = { model: "gpt-4o", provider: null, routingReason: null };
    const answer = fold({ kind: "delta", text: "Hi" }, { kind: "served", servedBy });
    expect(answer).toEqual({ message: "Hi", question: "Weather?", usage: null, servedBy });
  });
});

describe("the model that served a request", () => {
  it("is named by the gateway's x-gateway headers", () => {
    expect(SERVED_BY_HEADERS).toEqual({
      model: "x-gateway-model",
      provider: "x-gateway-provider",
      routingReason: "x-gateway-routing-reason",
    });
  });

  it("has no provider or reason when those headers are empty or absent", () => {
    const headers: Record<string, string> = { "x-gateway-model": "gpt-4o", "x-gateway-provider": "" };
    expect(readServedBy((name) => headers[name])).toEqual({
      model: "gpt-4o",
      provider: null,
      routingReason: null,
    });
  });

  it("is unknown when the model header is empty", () => {
    expect(readServedBy((name) => (name === "x-gateway-model" ? "" : "OpenAI"))).toBeNull();
  });
});
