import { describe, expect, it } from "vitest";
import { MemoryChatCompletionsGateway } from "../../adapters/gateway-memory/chat-completions/memory-chat-completions-gateway.adapter.ts";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import { ReplyStatus } from "../../core/chat-completions/playground-conversation.ts";
import { readyPlayground, replyEnded } from "./playground-world.test-helper.ts";

const LOOKUP = JSON.stringify({
  name: "lookup_order",
  description: "Finds an order by its number.",
  parameters: { type: "object", properties: { number: { type: "string" } }, required: ["number"] },
});

describe("the tools offered to the model", () => {
  it("start from a template, and a second function of the same name is flagged", async () => {
    const { viewModel, state } = await readyPlayground();
    viewModel.addTool("weather");
    viewModel.addTool("weather");
    expect(state().setup.tools.map((draft) => [draft.tool?.function.name ?? null, draft.problem])).toEqual([
      ["get_weather", null],
      [null, "nameTaken"],
    ]);
    expect(state().setup.needs.tools).toBe(false);
  });

  it("are read again as one is edited: renaming the first frees its name for the second", async () => {
    const { viewModel, state } = await readyPlayground();
    const first = viewModel.addTool("weather");
    viewModel.addTool("weather");
    viewModel.editTool(first, LOOKUP);
    expect(state().setup.tools.map((draft) => draft.tool?.function.name)).toEqual([
      "lookup_order",
      "get_weather",
    ]);
    expect(state().setup.needs.tools).toBe(true);
  });

  it("start empty, to fill in, with the name said to be missing", async () => {
    const { viewModel, state } = await readyPlayground();
    viewModel.addTool(null);
    expect(state().setup.tools[0]?.problem).toBe("nameMissing");
    viewModel.editTool(state().setup.tools[0]?.id ?? "", "{ not json");
    expect(state().setup.tools[0]?.problem).toBe("notJson");
  });

  it("can be removed and put back where they were", async () => {
    const { viewModel, state } = await readyPlayground();
    viewModel.addTool("weather");
    const calculator = viewModel.addTool("calculator");
    viewModel.addTool("webSearch");
    viewModel.removeTool(calculator);
    expect(state().setup.tools.map((draft) => draft.tool?.function.name)).toEqual([
      "get_weather",
      "search_web",
    ]);
    viewModel.undoRemoveTool();
    expect(state().setup.tools.map((draft) => draft.tool?.function.name)).toEqual([
      "get_weather",
      "calculate",
      "search_web",
    ]);
    expect(state().setup.removedTool).toBeNull();
  });

  it("are kept across a reload as they were written, valid or not", async () => {
    const first = await readyPlayground();
    first.viewModel.addTool("weather");
    const draft = first.viewModel.addTool(null);
    first.viewModel.editTool(draft, "{ half");
    const again = await readyPlayground({ store: first.store });
    expect(again.state().setup.tools.map((each) => [each.text, each.problem])).toEqual([
      [first.state().setup.tools[0]?.text, null],
      ["{ half", "notJson"],
    ]);
  });

  it("go with the request when they are all valid, and show in 'view code'", async () => {
    const { viewModel, chat } = await readyPlayground();
    viewModel.addTool("weather");
    expect(viewModel.requestFor("Hi")?.tools?.map((tool) => tool.function.name)).toEqual(["get_weather"]);
    viewModel.send("Hi");
    expect(chat.requests[0]?.tools?.map((tool) => tool.function.name)).toEqual(["get_weather"]);
  });

  it("keep the request from being sent while one is not valid, naming it and its problem", async () => {
    const { viewModel, chat, toasts, turns } = await readyPlayground();
    viewModel.addTool("weather");
    viewModel.editTool(viewModel.addTool(null), "{ not json");
    expect(viewModel.send("What is the weather in Paris?")).toBe(false);
    expect(viewModel.requestFor("Draft")).toBeNull();
    const refusal = "Tool 2 cannot be sent. This is not valid JSON.";
    expect(toasts()).toEqual([refusal, refusal]);
    expect(chat.requests).toEqual([]);
    expect(turns()).toEqual([]);
  });
});

describe("answering the model's tool calls", () => {
  it("goes round with the gateway's simulated model: the call, the person's result, the final reply", async () => {
    const chat = new MemoryChatCompletionsGateway(CatalogueMother.create());
    const world = await readyPlayground({ chat });
    world.viewModel.addTool("weather");
    world.viewModel.send("What is the weather in Paris?");
    await replyEnded(world);
    const asking = world.lastReply();
    if (asking?.role !== "assistant") throw new Error("no reply");
    expect(asking).toMatchObject({ status: ReplyStatus.DONE, content: "" });
    const [call] = asking.toolCalls ?? [];
    expect(call?.name).toBe("get_weather");
    expect(JSON.parse(call?.arguments ?? "{}")).toHaveProperty("location");

    expect(world.viewModel.sendToolResults({ [call?.id ?? ""]: "18 °C and sunny" })).toBe(true);
    await replyEnded(world);
    expect(world.turns().map((turn) => turn.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(world.turns()[2]).toMatchObject({
      toolCallId: call?.id,
      name: "get_weather",
      content: "18 °C and sunny",
    });
    expect(world.lastReply()).toMatchObject({ status: ReplyStatus.DONE });
    expect(world.lastReply()?.content).toMatch(/^\[Simulated answer from .+: no model was called\.\]/);
  });

  it("folds the streamed pieces of each call, and sends every result with the call it answers", async () => {
    const { viewModel, chat, lastReply } = await readyPlayground();
    viewModel.chooseModel("gpt-4o-mini");
    viewModel.addTool("weather");
    viewModel.addTool("currentTime");
    viewModel.send("Weather and time in Oslo?");
    chat.reply(
      { kind: "toolCall", index: 0, id: "call_1", name: "get_weather", arguments: "" },
      { kind: "toolCall", index: 0, arguments: '{"location":' },
      {
        kind: "toolCall",
        index: 1,
        id: "call_2",
        name: "get_current_time",
        arguments: '{"timezone":"Europe/Oslo"}',
      },
      { kind: "toolCall", index: 0, arguments: '"Oslo"}' },
    );
    expect(lastReply()).toMatchObject({
      status: ReplyStatus.DONE,
      toolCalls: [
        { id: "call_1", name: "get_weather", arguments: '{"location":"Oslo"}' },
        { id: "call_2", name: "get_current_time", arguments: '{"timezone":"Europe/Oslo"}' },
      ],
    });

    expect(viewModel.sendToolResults({ call_1: "2 °C" })).toBe(false);
    expect(viewModel.sendToolResults({ call_1: "2 °C", call_2: "  " })).toBe(false);
    expect(viewModel.sendToolResults({ call_1: "2 °C", call_2: "14:05" })).toBe(true);
    expect(chat.requests[1]?.messages).toEqual([
      { role: "user", content: "Weather and time in Oslo?" },
      {
        role: "assistant",
        content: null,
        toolCalls: [
          { id: "call_1", name: "get_weather", arguments: '{"location":"Oslo"}' },
          { id: "call_2", name: "get_current_time", arguments: '{"timezone":"Europe/Oslo"}' },
        ],
      },
      { role: "tool", content: "2 °C", toolCallId: "call_1" },
      { role: "tool", content: "14:05", toolCallId: "call_2" },
    ]);
    expect(lastReply()).toMatchObject({ role: "assistant", status: ReplyStatus.STREAMING });
    chat.reply({ kind: "delta", text: "Cold, and it is five past two." });
    expect(lastReply()).toMatchObject({
      content: "Cold, and it is five past two.",
      status: ReplyStatus.DONE,
    });
    expect(viewModel.sendToolResults({ call_1: "again" })).toBe(false);
  });

  it("cannot answer the calls of a reply stopped part way", async () => {
    const { viewModel, chat } = await readyPlayground();
    viewModel.addTool("weather");
    viewModel.send("Weather in Oslo?");
    chat.answer.next({ kind: "toolCall", index: 0, id: "call_1", name: "get_weather", arguments: '{"loc' });
    viewModel.stop();
    expect(viewModel.sendToolResults({ call_1: "2 °C" })).toBe(false);
    expect(chat.requests).toHaveLength(1);
  });

  it("leaves calls no one answered out of the conversation when the person asks something else", async () => {
    const { viewModel, chat } = await readyPlayground();
    viewModel.addTool("weather");
    viewModel.send("Weather in Oslo?");
    chat.reply({ kind: "toolCall", index: 0, id: "call_1", name: "get_weather", arguments: "{}" });
    viewModel.send("Never mind: what is a watt?");
    expect(chat.requests[1]?.messages).toEqual([
      { role: "user", content: "Weather in Oslo?" },
      { role: "user", content: "Never mind: what is a watt?" },
    ]);
  });

  it("keeps the calls and the results across a reload", async () => {
    const first = await readyPlayground();
    first.viewModel.addTool("weather");
    first.viewModel.send("Weather in Oslo?");
    first.chat.reply({ kind: "toolCall", index: 0, id: "call_1", name: "get_weather", arguments: "{}" });
    first.viewModel.sendToolResults({ call_1: "2 °C" });
    first.chat.reply({ kind: "delta", text: "Cold." });
    const again = await readyPlayground({ store: first.store });
    expect(again.turns()).toEqual(first.turns());
  });
});
