import OpenAI from "openai";
import { zodTextFormat } from "openai/helpers/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  compatibilityWorldOfFile,
  openAiClientOf,
  TARGETS,
  type Target,
  WEATHER_PARAMETERS,
} from "./compatibility-world.test-helper.ts";

const world = compatibilityWorldOfFile();

const gatewayClient = () => openAiClientOf(world);

const WEATHER_TOOL = {
  type: "function",
  name: "get_weather",
  description: "Current weather of a city",
  parameters: WEATHER_PARAMETERS,
  strict: true,
} as const;

const UPSTREAM_ANSWER = "A joule per second.";

/** What the chat-completions request the upstream got last says, when the target is the mock upstream. */
function lastForwarded(target: Target): Record<string, unknown> | null {
  if (target.answeredBy !== "an OpenAI-compatible upstream") return null;
  return world.upstream.received.at(-1)?.body ?? null;
}

describe.each(TARGETS)(
  "OpenAI's Responses API through the official SDK, answered by $answeredBy",
  (target) => {
    it("answers a text input with output_text, its usage, and the instructions reach the model first", async () => {
      const response = await gatewayClient().responses.create({
        model: target.chatModel,
        instructions: "Answer in one sentence.",
        input: "What is a watt?",
      });
      expect(response.status).toBe("completed");
      expect(response.output_text.length).toBeGreaterThan(0);
      if (target.answeredBy === "an OpenAI-compatible upstream")
        expect(response.output_text).toBe(UPSTREAM_ANSWER);
      expect(response.usage?.input_tokens).toBeGreaterThan(0);
      expect(response.usage?.output_tokens).toBeGreaterThan(0);
      const forwarded = lastForwarded(target);
      if (forwarded)
        expect(forwarded.messages).toEqual([
          { role: "system", content: "Answer in one sentence." },
          { role: "user", content: "What is a watt?" },
        ]);
    });

    it("streams the text as output_text deltas that add up to the completed response's text", async () => {
      const stream = await gatewayClient().responses.create({
        model: target.chatModel,
        input: "What is a watt?",
        stream: true,
      });
      let deltas = "";
      const types: string[] = [];
      let completed: OpenAI.Responses.Response | null = null;
      for await (const event of stream) {
        types.push(event.type);
        if (event.type === "response.output_text.delta") deltas += event.delta;
        if (event.type === "response.completed") completed = event.response;
      }
      expect(types[0]).toBe("response.created");
      expect(types.at(-1)).toBe("response.completed");
      expect(deltas.length).toBeGreaterThan(0);
      expect(completed?.output_text ?? textOf(completed)).toBe(deltas);
    });

    it("calls a function tool, takes its output by call id and answers about it", async () => {
      const client = gatewayClient();
      const first = await client.responses.create({
        model: target.chatModel,
        input: "What is the weather in Paris?",
        tools: [WEATHER_TOOL],
      });
      const call = first.output.find((item) => item.type === "function_call");
      expect(call).toMatchObject({ type: "function_call", name: "get_weather" });
      if (call?.type !== "function_call") return;
      expect(JSON.parse(call.arguments)).toEqual({ city: expect.any(String) });
      const second = await client.responses.create({
        model: target.chatModel,
        tools: [WEATHER_TOOL],
        input: [
          { role: "user", content: "What is the weather in Paris?" },
          call,
          { type: "function_call_output", call_id: call.call_id, output: "18 °C and sunny" },
        ],
      });
      if (target.answeredBy === "the simulated provider")
        expect(second.output_text).toContain("18 °C and sunny");
      else expect(second.output_text).toBe(UPSTREAM_ANSWER);
      const forwarded = lastForwarded(target);
      if (forwarded)
        expect(forwarded.messages).toEqual([
          { role: "user", content: "What is the weather in Paris?" },
          {
            role: "assistant",
            content: null,
            tool_calls: [
              {
                id: call.call_id,
                type: "function",
                function: { name: "get_weather", arguments: call.arguments },
              },
            ],
          },
          { role: "tool", tool_call_id: call.call_id, content: "18 °C and sunny" },
        ]);
    });

    it("streams a function call's arguments as deltas", async () => {
      const stream = await gatewayClient().responses.create({
        model: target.chatModel,
        input: "What is the weather in Paris?",
        tools: [WEATHER_TOOL],
        tool_choice: { type: "function", name: "get_weather" },
        stream: true,
      });
      let argumentsStreamed = "";
      let done: string | null = null;
      for await (const event of stream) {
        if (event.type === "response.function_call_arguments.delta") argumentsStreamed += event.delta;
        if (event.type === "response.function_call_arguments.done") done = event.arguments;
      }
      expect(argumentsStreamed.length).toBeGreaterThan(0);
      expect(done).toBe(argumentsStreamed);
    });

    it("parses a structured output into the zod schema of text.format", async () => {
      const forecast = z.object({ city: z.string(), temperatureCelsius: z.number() });
      if (target.answeredBy === "an OpenAI-compatible upstream")
        world.upstream.behave({ answer: JSON.stringify({ city: "Paris", temperatureCelsius: 18 }) });
      try {
        const response = await gatewayClient().responses.parse({
          model: target.chatModel,
          input: "The forecast for Paris, please.",
          text: { format: zodTextFormat(forecast, "forecast") },
        });
        expect(forecast.parse(response.output_parsed)).toEqual(response.output_parsed);
        const forwarded = lastForwarded(target);
        if (forwarded)
          expect(forwarded.response_format).toMatchObject({
            type: "json_schema",
            json_schema: { name: "forecast" },
          });
      } finally {
        world.upstream.behave({ answer: UPSTREAM_ANSWER });
      }
    });

    it("continues a stored response by previous_response_id and retrieves it by id", async () => {
      const client = gatewayClient();
      const first = await client.responses.create({ model: target.chatModel, input: "My name is Ada." });
      const second = await client.responses.create({
        model: target.chatModel,
        input: "What is my name?",
        previous_response_id: first.id,
      });
      expect(second.previous_response_id).toBe(first.id);
      const forwarded = lastForwarded(target);
      if (forwarded)
        expect(forwarded.messages).toEqual([
          { role: "user", content: "My name is Ada." },
          { role: "assistant", content: first.output_text },
          { role: "user", content: "What is my name?" },
        ]);
      const retrieved = await client.responses.retrieve(second.id);
      expect(retrieved.id).toBe(second.id);
      expect(retrieved.output_text ?? textOf(retrieved)).toBe(second.output_text);
    });
  },
);

describe("what the Responses API through the gateway refuses", () => {
  it("a previous response that was not stored, with OpenAI's code and param", async () => {
    const client = gatewayClient();
    const unstored = await client.responses.create({ model: "simulated-fast", input: "Hello", store: false });
    const refusal = await client.responses
      .create({ model: "simulated-fast", input: "Again", previous_response_id: unstored.id })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OpenAI.BadRequestError);
    expect(refusal).toMatchObject({ code: "previous_response_not_found", param: "previous_response_id" });
  });

  it("a built-in tool it cannot run through a chat model, naming the tool", async () => {
    const refusal = await gatewayClient()
      .responses.create({ model: "simulated-fast", input: "News?", tools: [{ type: "web_search" }] })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OpenAI.BadRequestError);
    expect(refusal).toMatchObject({ param: "tools[0].type" });
  });

  it("a response of someone else, as not found", async () => {
    const other = await world.gateway.signIn();
    const theirs = await new OpenAI({
      apiKey: other.idToken,
      baseURL: world.baseURL,
      maxRetries: 0,
    }).responses.create({
      model: "simulated-fast",
      input: "A secret of mine",
    });
    const refusal = await gatewayClient()
      .responses.retrieve(theirs.id)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OpenAI.NotFoundError);
  });
});

/** The SDK adds output_text on the responses it returns itself; events carry the plain object. */
function textOf(response: OpenAI.Responses.Response | null): string {
  return (response?.output ?? [])
    .flatMap((item) => (item.type === "message" ? item.content : []))
    .map((part) => (part.type === "output_text" ? part.text : ""))
    .join("");
}
