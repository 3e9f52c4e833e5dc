import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  compatibilityWorldOfFile,
  EMBEDDING_DIMENSIONS,
  openAiClientOf,
  TARGETS,
  type Target,
  WEATHER_PARAMETERS,
} from "./compatibility-world.test-helper.ts";

const world = compatibilityWorldOfFile();

const client = (apiKey?: string) => openAiClientOf(world, apiKey);

const WEATHER = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Current weather of a city",
    parameters: WEATHER_PARAMETERS,
    strict: true,
  },
} as const;

const WEATHER_QUESTION = { role: "user", content: "What is the weather in Paris?" } as const;

const FORECAST = z.object({
  city: z.string(),
  temperatureCelsius: z.number(),
  conditions: z.enum(["sunny", "cloudy", "rainy"]),
});

const ONE_PIXEL_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** What the mock upstream received last; the simulated provider forwards nothing, so there is nothing to check. */
function expectForwarded(target: Target, path: string, expected: Record<string, unknown>): void {
  if (target.answeredBy !== "an OpenAI-compatible upstream") return;
  const last = world.upstream.received.at(-1);
  expect(last?.path).toBe(path);
  expect(last?.body).toMatchObject(expected);
}

type StreamedCall = { id: string; name: string; arguments: string };

async function streamedToolCalls(
  stream: AsyncIterable<OpenAI.ChatCompletionChunk>,
): Promise<{ calls: StreamedCall[]; finishReason: string | null }> {
  const calls: StreamedCall[] = [];
  let finishReason: string | null = null;
  for await (const chunk of stream) {
    const [choice] = chunk.choices;
    finishReason = choice?.finish_reason ?? finishReason;
    for (const delta of choice?.delta.tool_calls ?? []) {
      const call = calls[delta.index] ?? { id: "", name: "", arguments: "" };
      calls[delta.index] = call;
      call.id += delta.id ?? "";
      call.name += delta.function?.name ?? "";
      call.arguments += delta.function?.arguments ?? "";
    }
  }
  return { calls, finishReason };
}

/** What a call rejected with; fails the test when it did not reject. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable("the call was answered"),
    (error: unknown) => error,
  );
}

function functionCall(call: OpenAI.ChatCompletionMessageToolCall | undefined) {
  if (call?.type !== "function") throw new Error(`expected a function call, got ${JSON.stringify(call)}`);
  return call;
}

describe.each(TARGETS)("the official openai SDK, answered by $answeredBy", (target) => {
  it("gets a tool call with arguments for the tool it offered", async () => {
    const completion = await client().chat.completions.create({
      model: target.chatModel,
      messages: [WEATHER_QUESTION],
      tools: [WEATHER],
    });
    const call = functionCall(completion.choices[0]?.message.tool_calls?.[0]);
    expect(completion.choices[0]?.finish_reason).toBe("tool_calls");
    expect(call.function.name).toBe("get_weather");
    expect(JSON.parse(call.function.arguments)).toHaveProperty("city");
    expectForwarded(target, "/v1/chat/completions", { tools: [WEATHER] });
  });

  it("streams a tool call whose fragments add up to the arguments of the tool it offered", async () => {
    const stream = await client().chat.completions.create({
      model: target.chatModel,
      messages: [WEATHER_QUESTION],
      tools: [WEATHER],
      tool_choice: { type: "function", function: { name: "get_weather" } },
      stream: true,
    });
    const { calls, finishReason } = await streamedToolCalls(stream);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.id).not.toBe("");
    expect(calls[0]?.name).toBe("get_weather");
    expect(JSON.parse(calls[0]?.arguments ?? "")).toEqual({ city: expect.any(String) });
    expect(finishReason).toBe("tool_calls");
    expectForwarded(target, "/v1/chat/completions", {
      tools: [WEATHER],
      tool_choice: { type: "function", function: { name: "get_weather" } },
      stream: true,
    });
  });

  it("answers in words once it is given the tool's result", async () => {
    const asked = await client().chat.completions.create({
      model: target.chatModel,
      messages: [WEATHER_QUESTION],
      tools: [WEATHER],
    });
    const call = functionCall(asked.choices[0]?.message.tool_calls?.[0]);
    const toolResult = { role: "tool", tool_call_id: call.id, content: "18 °C and sunny" } as const;
    const completion = await client().chat.completions.create({
      model: target.chatModel,
      messages: [WEATHER_QUESTION, { role: "assistant", content: null, tool_calls: [call] }, toolResult],
      tools: [WEATHER],
    });
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe("stop");
    expect(choice?.message.tool_calls ?? []).toEqual([]);
    expect(choice?.message.content).toMatch(/\w+/);
    if (target.answeredBy === "the simulated provider")
      expect(choice?.message.content).toContain("get_weather answered: 18 °C and sunny");
    expectForwarded(target, "/v1/chat/completions", {
      messages: [WEATHER_QUESTION, { role: "assistant", tool_calls: [call] }, toolResult],
    });
  });

  it("parses a structured answer into the zod schema it asked for", async () => {
    const responseFormat = zodResponseFormat(FORECAST, "forecast");
    const completion = await client().chat.completions.parse({
      model: target.chatModel,
      messages: [{ role: "user", content: "Give me the forecast for Paris." }],
      response_format: responseFormat,
    });
    const parsed = completion.choices[0]?.message.parsed;
    expect(FORECAST.parse(parsed)).toEqual(parsed);
    expectForwarded(target, "/v1/chat/completions", {
      response_format: JSON.parse(JSON.stringify(responseFormat)),
    });
  });

  it("gets a JSON object in json_object mode", async () => {
    const completion = await client().chat.completions.create({
      model: target.chatModel,
      messages: [{ role: "user", content: "Describe Paris as a JSON object." }],
      response_format: { type: "json_object" },
    });
    const answer: unknown = JSON.parse(completion.choices[0]?.message.content ?? "");
    expect(answer).toBeTypeOf("object");
    expect(Array.isArray(answer)).toBe(false);
    expectForwarded(target, "/v1/chat/completions", { response_format: { type: "json_object" } });
  });

  it("gets an answer in words about an image it sent", async () => {
    const question: OpenAI.ChatCompletionUserMessageParam = {
      role: "user",
      content: [
        { type: "text", text: "What colour is this pixel?" },
        { type: "image_url", image_url: { url: ONE_PIXEL_PNG, detail: "low" } },
      ],
    };
    const completion = await client().chat.completions.create({
      model: target.chatModel,
      messages: [question],
    });
    expect(completion.choices[0]?.finish_reason).toBe("stop");
    expect(completion.choices[0]?.message.content).toMatch(/\w+/);
    expectForwarded(target, "/v1/chat/completions", { messages: [question] });
  });

  it("gets embeddings of the model's length, sent as base64 and decoded by the SDK", async () => {
    const answer = await client().embeddings.create({
      model: target.embeddingModel,
      input: ["a watt", "a joule"],
    });
    expect(answer.data.map((item) => item.index)).toEqual([0, 1]);
    for (const { embedding } of answer.data) {
      expect(embedding).toHaveLength(EMBEDDING_DIMENSIONS);
      expect(embedding.every(Number.isFinite)).toBe(true);
    }
    expectForwarded(target, "/v1/embeddings", { encoding_format: "base64" });
  });

  it("gets the same embedding as floats when it asks for floats", async () => {
    const ask = (encoding_format?: "float") =>
      client().embeddings.create({ model: target.embeddingModel, input: "a watt", encoding_format });
    const [decoded, floats] = [await ask(), await ask("float")];
    expectForwarded(target, "/v1/embeddings", { encoding_format: "float" });
    expect(floats.data[0]?.embedding).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(floats.data[0]?.embedding).toEqual(decoded.data[0]?.embedding);
  });

  it("gets shorter embeddings when it asks for 256 dimensions", async () => {
    const answer = await client().embeddings.create({
      model: target.embeddingModel,
      input: "a watt",
      dimensions: 256,
    });
    expect(answer.data[0]?.embedding).toHaveLength(256);
    expectForwarded(target, "/v1/embeddings", { dimensions: 256 });
  });

  it("finds the models it may name in the model list, and each one by its id", async () => {
    const ids: string[] = [];
    for await (const model of client().models.list()) ids.push(model.id);
    expect(ids).toEqual(expect.arrayContaining([target.chatModel, target.embeddingModel]));
    const model = await client().models.retrieve(target.chatModel);
    expect(model).toMatchObject({ id: target.chatModel, object: "model" });
  });

  it("gets an AuthenticationError for an API key nobody has", async () => {
    const error = await failureOf(
      client("mk-nobody-has-this-key").chat.completions.create({
        model: target.chatModel,
        messages: [WEATHER_QUESTION],
      }),
    );
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "invalid_api_key" });
  });

  it("gets a NotFoundError for a model the gateway does not offer", async () => {
    const error = await failureOf(
      client().chat.completions.create({ model: `${target.chatModel}-9`, messages: [WEATHER_QUESTION] }),
    );
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "model_not_found" });
  });

  it("gets a BadRequestError naming the field of a malformed message", async () => {
    const robot = { role: "robot", content: "hi" } as unknown as OpenAI.ChatCompletionMessageParam;
    const error = await failureOf(
      client().chat.completions.create({ model: target.chatModel, messages: [WEATHER_QUESTION, robot] }),
    );
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error).toMatchObject({ status: 400, param: "messages[1].role" });
  });
});
