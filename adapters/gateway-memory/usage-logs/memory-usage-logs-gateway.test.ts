import { describe, expect, it } from "vitest";
import { CatalogueMother } from "../../../core/available-models/catalogue.mother.ts";
import type { FunctionTool } from "../../../core/chat-completions/function-tool.ts";
import { PLAYGROUND_DEFAULTS } from "../../../core/chat-completions/playground-settings.ts";
import { loggedExchangeOf } from "../../../core/usage-logs/logged-exchange.ts";
import { MemoryChatCompletionsGateway } from "../chat-completions/memory-chat-completions-gateway.adapter.ts";
import { MemoryUsageLogsGateway } from "./memory-usage-logs-gateway.adapter.ts";

const WEATHER: FunctionTool = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The current weather in a city",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
};

/** The memory profile's playground and logs, wired as the memory gateways wire them. */
function memoryProfile() {
  const logs = new MemoryUsageLogsGateway([]);
  const chat = new MemoryChatCompletionsGateway(CatalogueMother.create(), {
    log: (record) => logs.record(record),
  });
  return { logs, chat };
}

describe("a tool round trip made in the memory profile's playground", () => {
  it("is listed in the logs with the tools offered, the call made and the tool's result", async () => {
    const { logs, chat } = memoryProfile();
    const model = { systemName: "gpt-4o-mini", hasReasoning: false };
    const asked = { role: "user" as const, content: "What is the weather in Paris?" };
    const request = { model, settings: PLAYGROUND_DEFAULTS, tools: [WEATHER] };
    const first = await chat.complete({ ...request, messages: [asked] });
    const [call] = first.toolCalls ?? [];
    expect(call?.name).toBe("get_weather");
    await chat.complete({
      ...request,
      messages: [
        asked,
        { role: "assistant", content: null, toolCalls: first.toolCalls },
        { role: "tool", content: '{"celsius":18}', toolCallId: call?.id },
      ],
    });

    const { entries: listed } = await logs.listPage({ endpoint: "chat" });
    expect(listed).toHaveLength(2);
    const [calling, answered] = [
      listed.find((entry) => entry.toolCalls),
      listed.find((entry) => !entry.toolCalls),
    ];
    if (!calling || !answered) throw new Error("both requests of the round trip are listed");
    const calls = loggedExchangeOf(calling);
    expect(calls.toolsOffered.map((tool) => tool.name)).toEqual(["get_weather"]);
    expect(calls.toolCalls).toEqual([expect.objectContaining({ id: call?.id, name: "get_weather" })]);
    const result = loggedExchangeOf(answered).messages?.at(-1);
    expect(result).toMatchObject({ role: "tool", answers: { id: call?.id, name: "get_weather" } });
    expect((await logs.listPage({ endpoint: "embeddings" })).entries).toEqual([]);
  });
});
