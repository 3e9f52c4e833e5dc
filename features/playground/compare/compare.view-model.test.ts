import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { BEST_AVAILABLE_MODEL, playgroundModels } from "../../../core/available-models/best-available.ts";
import { CatalogueMother } from "../../../core/available-models/catalogue.mother.ts";
import { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatStreamEvent } from "../../../core/chat-completions/completion-result.ts";
import type { FunctionTool } from "../../../core/chat-completions/function-tool.ts";
import { ComparisonProblem } from "../../../core/chat-completions/model-comparison.ts";
import { PLAYGROUND_DEFAULTS } from "../../../core/chat-completions/playground-settings.ts";
import { RoutingStrategy } from "../../../core/chat-completions/routing-strategy.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import type { CompareSetup } from "./compare.view-model.ts";
import { createCompareViewModel } from "./compare.view-model-factory.ts";

class FakeClock implements Clock {
  constructor(private time = 10_000) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/** A gateway whose streams the test writes by hand, one per request, in the order they were asked. */
class ScriptedGateway implements ChatCompletionsGateway {
  readonly requests: ChatCompletionRequest[] = [];
  readonly streams: Subject<ChatStreamEvent>[] = [];

  complete(): never {
    throw new Error("The comparison streams");
  }

  stream(request: ChatCompletionRequest) {
    this.requests.push(request);
    const stream = new Subject<ChatStreamEvent>();
    this.streams.push(stream);
    return stream.asObservable();
  }

  /** Writes a whole answer into one stream: served by, pieces, usage, end. */
  answer(position: number, clock: FakeClock, pieces: readonly string[], usage = USAGE): void {
    const stream = this.streams[position];
    if (!stream) throw new Error(`No request ${position}`);
    for (const text of pieces) {
      clock.advance(100);
      stream.next({ kind: "delta", text });
    }
    stream.next({ kind: "usage", usage });
    clock.advance(50);
    stream.complete();
  }
}

const USAGE = { prompt_tokens: 1_000, completion_tokens: 2_000, total_tokens: 3_000 };
const models = playgroundModels(toEntities(ProviderModel, CatalogueMother.create()));
const setup: CompareSetup = {
  models,
  settings: { ...PLAYGROUND_DEFAULTS, temperature: 0.2 },
  systemPrompt: "Be brief.",
  routingStrategy: RoutingStrategy.LATENCY,
  apiKeyId: "key-1",
};

function comparison(models: readonly string[] = ["gpt-4o-mini", "gpt-4o"], prompt = "Name three rivers") {
  const clock = new FakeClock();
  const gateway = new ScriptedGateway();
  const services = screenServicesForTest((bind) => {
    bind(ChatCompletionsGateway, gateway);
    bind(Clock, clock);
  });
  const viewModel = disposedAfterTest(createCompareViewModel(services, setup));
  models.forEach((model, slot) => {
    if (slot >= viewModel.current().slots.length) viewModel.addModel();
    viewModel.chooseModel(slot, model);
  });
  viewModel.setPrompt(prompt);
  return { clock, gateway, viewModel };
}

describe("comparing models side by side", () => {
  it("asks every model as the playground's department, when one is chosen", () => {
    const { gateway, viewModel } = comparison();
    viewModel.configure({ ...setup, departmentId: "dep-research" });
    viewModel.run();
    expect(gateway.requests.map((request) => request.departmentId)).toEqual(["dep-research", "dep-research"]);
  });

  it("sends the one prompt to every chosen model at once, with the playground's settings", () => {
    const { gateway, viewModel } = comparison(["gpt-4o-mini", "o3-mini", BEST_AVAILABLE_MODEL.systemName]);
    viewModel.run();
    expect(gateway.requests.map((request) => request.model)).toEqual([
      { systemName: "gpt-4o-mini", hasReasoning: false },
      { systemName: "o3-mini", hasReasoning: true },
      { systemName: "Best Available", hasReasoning: false },
    ]);
    for (const request of gateway.requests)
      expect(request).toMatchObject({
        messages: [{ role: "user", content: "Name three rivers" }],
        systemPrompt: "Be brief.",
        settings: setup.settings,
        routingStrategy: RoutingStrategy.LATENCY,
        apiKeyId: "key-1",
      });
    expect(viewModel.current().running).toBe(true);
    expect(viewModel.current().columns.map((column) => column.status)).toEqual([
      "waiting",
      "waiting",
      "waiting",
    ]);
  });

  it("streams each answer into its own column and times it from the moment it was sent", () => {
    const { clock, gateway, viewModel } = comparison();
    viewModel.run();
    clock.advance(200);
    gateway.answer(1, clock, ["Nile, ", "Amazon, ", "Yangtze."]);
    const { columns, metrics } = viewModel.current();
    expect(columns[1]).toMatchObject({ answer: "Nile, Amazon, Yangtze.", status: "done" });
    expect(columns[0]).toMatchObject({ answer: "", status: "waiting" });
    expect(metrics[1]).toMatchObject({
      timeToFirstTokenMs: 300,
      durationMs: 550,
      tokensIn: 1_000,
      tokensOut: 2_000,
    });
    expect(viewModel.current().running).toBe(true);
  });

  it("shows the figures of both and highlights the better one of each", () => {
    const { clock, gateway, viewModel } = comparison();
    viewModel.run();
    gateway.answer(1, clock, ["quick"]);
    gateway.answer(0, clock, ["slow ", "but ", "cheap"]);
    const { running, metrics, best } = viewModel.current();
    expect(running).toBe(false);
    // gpt-4o-mini: 1,000 x $0.15 + 2,000 x $0.60 per million; gpt-4o: 1,000 x $2.50 + 2,000 x $10.
    expect(metrics[0]?.totalCost).toBeCloseTo(0.00135, 10);
    expect(metrics[1]?.totalCost).toBeCloseTo(0.0225, 10);
    expect(best.totalCost).toEqual(new Set([0]));
    expect(best.energyCost).toEqual(new Set([0]));
    expect(best.durationMs).toEqual(new Set([1]));
  });

  it("names the model that served Best Available and prices the answer at that model", () => {
    const { clock, gateway, viewModel } = comparison([BEST_AVAILABLE_MODEL.systemName, "gpt-4o"]);
    viewModel.run();
    const servedBy = { model: "gpt-4o-mini", provider: "OpenAI", routingReason: "Latency: lowest latency" };
    gateway.streams[0]?.next({ kind: "served", servedBy });
    gateway.answer(0, clock, ["Hi"]);
    expect(viewModel.current().columns[0]?.run.servedBy).toEqual(servedBy);
    expect(viewModel.current().metrics[0]?.totalCost).toBeCloseTo(0.00135, 10);
  });

  it("shows a model's failure in its column and lets the others finish", () => {
    const { clock, gateway, viewModel } = comparison();
    viewModel.run();
    gateway.streams[0]?.error(GatewayError.http(400, "Unknown model: gpt-4o-mini"));
    gateway.answer(1, clock, ["Still ", "here"]);
    const [failed, answered] = viewModel.current().columns;
    expect(failed).toMatchObject({ status: "failed", failure: ["Unknown model: gpt-4o-mini"] });
    expect(answered).toMatchObject({ status: "done", answer: "Still here" });
    expect(viewModel.current().metrics[0]?.durationMs).toBeNull();
  });

  it("reports a failure without the gateway's words as one with no message, for the screen to word", () => {
    const { gateway, viewModel } = comparison();
    viewModel.run();
    gateway.streams[1]?.error(new TypeError("network down"));
    expect(viewModel.current().columns[1]).toMatchObject({ status: "failed", failure: [] });
  });

  it("stops every request still under way, keeping what already arrived", () => {
    const { clock, gateway, viewModel } = comparison();
    viewModel.run();
    gateway.streams[0]?.next({ kind: "delta", text: "Half an ans" });
    gateway.answer(1, clock, ["Done"]);
    viewModel.stop();
    expect(gateway.streams[0]?.observed).toBe(false);
    const { columns, running } = viewModel.current();
    expect(columns.map((column) => column.status)).toEqual(["stopped", "done"]);
    expect(columns[0]?.answer).toBe("Half an ans");
    expect(running).toBe(false);
  });

  it("starts nothing new while a comparison is under way", () => {
    const { gateway, viewModel } = comparison();
    viewModel.run();
    viewModel.run();
    expect(gateway.requests).toHaveLength(2);
  });

  it("lets go of every request when the panel goes away", () => {
    const { gateway, viewModel } = comparison();
    viewModel.run();
    viewModel.dispose();
    expect(gateway.streams.some((stream) => stream.observed)).toBe(false);
  });
});

describe("choosing what to compare", () => {
  it("starts with two empty model slots and takes a third, never a fourth", () => {
    const { viewModel } = comparison([]);
    expect(viewModel.current().slots).toEqual(["", ""]);
    viewModel.addModel();
    viewModel.addModel();
    expect(viewModel.current().slots).toHaveLength(3);
  });

  it("keeps at least two slots", () => {
    const { viewModel } = comparison(["gpt-4o", "gpt-4o-mini", "o3-mini"]);
    viewModel.removeModel(0);
    viewModel.removeModel(0);
    expect(viewModel.current().slots).toEqual(["gpt-4o-mini", "o3-mini"]);
  });

  it("says two models are needed and sends nothing with fewer", () => {
    const { gateway, viewModel } = comparison(["gpt-4o"]);
    viewModel.run();
    expect(viewModel.current().problem).toBe(ComparisonProblem.TOO_FEW_MODELS);
    expect(gateway.requests).toHaveLength(0);
  });

  it("says a prompt is needed, and drops the message once the prompt is typed", () => {
    const { viewModel } = comparison(["gpt-4o", "gpt-4o-mini"], " ");
    viewModel.run();
    expect(viewModel.current().problem).toBe(ComparisonProblem.EMPTY_PROMPT);
    viewModel.setPrompt("Hello");
    expect(viewModel.current().problem).toBeNull();
  });

  it("compares the same model twice, each run in its own column", () => {
    const { gateway, viewModel } = comparison(["gpt-4o", "gpt-4o"]);
    viewModel.run();
    expect(gateway.requests).toHaveLength(2);
    expect(viewModel.current().columns).toHaveLength(2);
  });
});

const WEATHER: FunctionTool = {
  type: "function",
  function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } },
};
const PIXEL = "data:image/png;base64,iVBORw0KGgo=";
const NEEDS_NOTHING = { tools: false, images: false, structuredOutput: false };

describe("comparing with the playground's tools, schema and images", () => {
  it("sends the same tools, schema and images to every model", () => {
    const { gateway, viewModel } = comparison();
    const responseFormat = { name: "answer", schema: { type: "object" }, strict: true };
    viewModel.configure({ ...setup, tools: [WEATHER], responseFormat, images: [PIXEL] });
    viewModel.run();
    for (const request of gateway.requests)
      expect(request).toMatchObject({
        messages: [{ role: "user", content: "Name three rivers", images: [PIXEL] }],
        tools: [WEATHER],
        responseFormat,
      });
  });

  it("shows each column's tool calls, and answering them goes on in that column only", () => {
    const { clock, gateway, viewModel } = comparison(["gpt-4o-mini", "gpt-4o"], "Weather in Oslo?");
    viewModel.configure({ ...setup, tools: [WEATHER] });
    viewModel.run();
    gateway.streams[0]?.next({
      kind: "toolCall",
      index: 0,
      id: "call_1",
      name: "get_weather",
      arguments: "",
    });
    gateway.streams[0]?.next({ kind: "toolCall", index: 0, arguments: '{"city":"Oslo"}' });
    gateway.streams[0]?.complete();
    gateway.answer(1, clock, ["I cannot look that up."]);
    const calling = viewModel.current().columns[0];
    expect(calling).toMatchObject({
      status: "done",
      answer: "",
      toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"city":"Oslo"}' }],
    });
    expect(viewModel.answerToolCalls(1, { call_1: "2 °C" })).toBe(false);
    expect(viewModel.answerToolCalls(0, { call_1: " " })).toBe(false);

    clock.advance(1_000);
    expect(viewModel.answerToolCalls(0, { call_1: "2 °C" })).toBe(true);
    expect(gateway.requests).toHaveLength(3);
    expect(gateway.requests[2]?.messages).toEqual([
      { role: "user", content: "Weather in Oslo?" },
      {
        role: "assistant",
        content: null,
        toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"city":"Oslo"}' }],
      },
      { role: "tool", content: "2 °C", toolCallId: "call_1" },
    ]);
    expect(viewModel.current().columns[0]).toMatchObject({ status: "waiting", toolCalls: [], answer: "" });
    expect(viewModel.current().running).toBe(true);
    gateway.answer(2, clock, ["Cold: 2 °C."]);
    expect(viewModel.current().columns.map((column) => [column.status, column.answer])).toEqual([
      ["done", "Cold: 2 °C."],
      ["done", "I cannot look that up."],
    ]);
    expect(viewModel.current().columns[0]?.messages).toHaveLength(3);
    // Timed from the results being sent: one piece (100 ms), then the end (50 ms).
    expect(viewModel.current().metrics[0]?.durationMs).toBe(150);
  });

  it("cannot answer the calls of a column stopped part way", () => {
    const { gateway, viewModel } = comparison();
    viewModel.configure({ ...setup, tools: [WEATHER] });
    viewModel.run();
    gateway.streams[0]?.next({
      kind: "toolCall",
      index: 0,
      id: "call_1",
      name: "get_weather",
      arguments: "{",
    });
    viewModel.stop();
    expect(viewModel.answerToolCalls(0, { call_1: "2 °C" })).toBe(false);
  });

  it("checks each finished answer against the schema asked for", () => {
    const { clock, gateway, viewModel } = comparison();
    const schema = { type: "object", properties: { rivers: { type: "array" } }, required: ["rivers"] };
    viewModel.configure({ ...setup, responseFormat: { name: "rivers", schema, strict: true } });
    viewModel.run();
    gateway.answer(0, clock, ['{"rivers":["Nile"]}']);
    gateway.answer(1, clock, ["The Nile."]);
    expect(viewModel.current().columns.map((column) => column.check)).toEqual([
      { kind: "valid" },
      { kind: "notJson" },
    ]);
  });

  it("sends nothing while the playground's tools or schema cannot be sent, and says why", () => {
    const { gateway, viewModel } = comparison();
    viewModel.configure({ ...setup, requestProblem: "Tool 1 cannot be sent." });
    viewModel.run();
    expect(viewModel.current().blocked).toEqual({ kind: "request", text: "Tool 1 cannot be sent." });
    expect(gateway.requests).toEqual([]);
    viewModel.configure({ ...setup, requestProblem: null });
    viewModel.run();
    expect(viewModel.current().blocked).toBeNull();
    expect(gateway.requests).toHaveLength(2);
  });

  it("asks no model that cannot serve the request, naming it and what it lacks", () => {
    const { gateway, viewModel } = comparison(["gpt-4o", "mistral-small"]);
    viewModel.configure({ ...setup, images: [PIXEL], needs: { ...NEEDS_NOTHING, images: true } });
    viewModel.run();
    expect(viewModel.current().blocked).toEqual({
      kind: "modelNotOffered",
      model: "mistral-small",
      missing: ["vision"],
    });
    expect(gateway.requests).toEqual([]);
  });
});
