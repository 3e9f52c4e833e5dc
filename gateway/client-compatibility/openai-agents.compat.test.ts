import {
  Agent,
  OpenAIChatCompletionsModel,
  OpenAIResponsesModel,
  run,
  setTracingDisabled,
  tool,
} from "@openai/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  compatibilityWorldOfFile,
  openAiClientOf,
  TARGETS,
  type Target,
} from "./compatibility-world.test-helper.ts";

const world = compatibilityWorldOfFile();

// Traces would otherwise be exported to OpenAI's platform.
beforeAll(() => setTracingDisabled(true));

const gatewayClient = () => openAiClientOf(world);

const WEATHER_REPORT = "18 °C and sunny";

/** The gateway's models as the SDK reaches them: over chat completions, or the Responses API (its default). */
const MODEL_APIS = {
  "chat completions": (name: string) => new OpenAIChatCompletionsModel(gatewayClient(), name),
  "the Responses API": (name: string) => new OpenAIResponsesModel(gatewayClient(), name),
} as const;

type ModelApi = keyof typeof MODEL_APIS;

/** An agent with a weather tool at the gateway, and the cities its tool was asked about. */
function weatherAgent(target: Target, api: ModelApi) {
  const citiesAsked: string[] = [];
  const getWeather = tool({
    name: "get_weather",
    description: "Current weather of a city",
    parameters: z.object({ city: z.string() }),
    execute: ({ city }) => {
      citiesAsked.push(city);
      return WEATHER_REPORT;
    },
  });
  const agent = new Agent({
    name: "Weather assistant",
    instructions: "Answer questions about the weather with the get_weather tool.",
    model: MODEL_APIS[api](target.chatModel),
    tools: [getWeather],
  });
  return { agent, citiesAsked };
}

const UPSTREAM_ANSWER = "A joule per second.";

function expectWordsAboutTheReport(target: Target, finalOutput: unknown): void {
  if (target.answeredBy === "the simulated provider")
    expect(finalOutput).toContain(`get_weather answered: ${WEATHER_REPORT}`);
  else expect(finalOutput).toBe(UPSTREAM_ANSWER);
}

/** The simulated provider forwards nothing; the mock upstream must have received the tool and its result intact. */
function expectUpstreamGotTheToolRoundTrip(target: Target, requestsBefore: number): void {
  if (target.answeredBy !== "an OpenAI-compatible upstream") return;
  const [asked, answered] = world.upstream.received.slice(requestsBefore).map(({ body }) => body);
  const offered = {
    type: "function",
    function: { name: "get_weather", parameters: { properties: { city: { type: "string" } } } },
  };
  expect(asked).toMatchObject({ tools: [offered] });
  expect(answered?.messages).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ role: "tool", tool_call_id: "call_mock_0", content: WEATHER_REPORT }),
    ]),
  );
}

const CASES = TARGETS.flatMap((target) =>
  (Object.keys(MODEL_APIS) as ModelApi[]).map((api) => ({ ...target, target, api })),
);

describe.each(CASES)("an OpenAI Agents SDK agent over $api, answered by $answeredBy", ({ target, api }) => {
  it("runs its tool with a city and answers in words about the tool's result", async () => {
    const { agent, citiesAsked } = weatherAgent(target, api);
    const requestsBefore = world.upstream.received.length;
    const result = await run(agent, "What is the weather in Paris?");
    expect(citiesAsked).toEqual([expect.any(String)]);
    expectWordsAboutTheReport(target, result.finalOutput);
    expectUpstreamGotTheToolRoundTrip(target, requestsBefore);
  });

  it("runs its tool and answers the same way when the run is streamed", async () => {
    const { agent, citiesAsked } = weatherAgent(target, api);
    const requestsBefore = world.upstream.received.length;
    const result = await run(agent, "What is the weather in Paris?", { stream: true });
    const eventTypes = new Set<string>();
    for await (const event of result) eventTypes.add(event.type);
    await result.completed;
    expect(eventTypes).toContain("raw_model_stream_event");
    expect(citiesAsked).toEqual([expect.any(String)]);
    expectWordsAboutTheReport(target, result.finalOutput);
    expectUpstreamGotTheToolRoundTrip(target, requestsBefore);
  });

  it("gets its structured output parsed into the zod schema it declared", async () => {
    const forecast = z.object({ city: z.string(), temperatureCelsius: z.number() });
    const agent = new Agent({
      name: "Forecaster",
      instructions: "Give the forecast of the city asked about.",
      model: MODEL_APIS[api](target.chatModel),
      outputType: forecast,
    });
    const result = await run(agent, "The forecast for Paris, please.");
    expect(forecast.parse(result.finalOutput)).toEqual(result.finalOutput);
  });
});
