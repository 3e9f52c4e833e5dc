import { createOpenAI } from "@ai-sdk/openai";
import { embed, embedMany, generateText, Output, stepCountIs, streamText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  compatibilityWorldOfFile,
  EMBEDDING_DIMENSIONS,
  TARGETS,
  type Target,
} from "./compatibility-world.test-helper.ts";

const world = compatibilityWorldOfFile();

/** The AI SDK pointed at the gateway, and the request bodies it sent, in order. */
interface Provider {
  readonly chat: ReturnType<typeof createOpenAI>["chat"];
  /** The provider's default: `openai(model)` speaks the Responses API. */
  readonly byDefault: (model: string) => ReturnType<ReturnType<typeof createOpenAI>>;
  readonly embedding: ReturnType<typeof createOpenAI>["embedding"];
  readonly sentBodies: Record<string, unknown>[];
}

function provider(): Provider {
  const sentBodies: Record<string, unknown>[] = [];
  const openai = createOpenAI({
    baseURL: world.baseURL,
    apiKey: world.apiKey,
    fetch: async (input, init) => {
      if (typeof init?.body === "string") sentBodies.push(JSON.parse(init.body));
      return world.fetch(input, init);
    },
  });
  return {
    chat: (model) => openai.chat(model),
    byDefault: (model) => openai(model),
    embedding: (model) => openai.embedding(model),
    sentBodies,
  };
}

function weatherTool(lookedUp: string[]) {
  return tool({
    description: "Current weather of a city",
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => {
      lookedUp.push(city);
      return { city, forecast: "sunny, 21 degrees" };
    },
  });
}

const ASKED = "What is the weather in Paris?";

// A 1x1 transparent PNG.
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  ),
);

function lastMessageOf(body: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return (body?.messages as Record<string, unknown>[] | undefined)?.at(-1);
}

describe.each(TARGETS)("the Vercel AI SDK, answered by $answeredBy", (target: Target) => {
  it("runs the tool the model called with its parsed input and gets the model's words about the result", async () => {
    const lookedUp: string[] = [];
    const { chat, sentBodies } = provider();
    const result = await generateText({
      model: chat(target.chatModel),
      tools: { get_weather: weatherTool(lookedUp) },
      stopWhen: stepCountIs(3),
      prompt: ASKED,
      maxRetries: 0,
    });
    expect(lookedUp).toHaveLength(1);
    expect(result.steps.map((step) => step.finishReason)).toEqual(["tool-calls", "stop"]);
    expect(result.steps[0]?.toolCalls[0]).toMatchObject({
      toolName: "get_weather",
      input: { city: lookedUp[0] },
    });
    expect(lastMessageOf(sentBodies[1])).toMatchObject({
      role: "tool",
      content: expect.stringContaining("sunny"),
    });
    expect(result.text).not.toBe("");
    expect(result.text).toBe(result.steps[1]?.text);
  });

  it("streams the tool call, its result and then the answer's text", async () => {
    const lookedUp: string[] = [];
    const { chat } = provider();
    const result = streamText({
      model: chat(target.chatModel),
      tools: { get_weather: weatherTool(lookedUp) },
      stopWhen: stepCountIs(3),
      prompt: ASKED,
      maxRetries: 0,
    });
    const parts: { type: string }[] = [];
    let streamedText = "";
    for await (const part of result.fullStream) {
      parts.push(part);
      if (part.type === "text-delta") streamedText += part.text;
      if (part.type === "error") throw part.error;
    }
    const kinds = parts.map((part) => part.type);
    expect(kinds.indexOf("tool-call")).toBeLessThan(kinds.indexOf("tool-result"));
    expect(kinds.indexOf("tool-result")).toBeLessThan(kinds.indexOf("text-delta"));
    expect(kinds.filter((kind) => kind === "text-delta").length).toBeGreaterThan(1);
    expect(lookedUp).toHaveLength(1);
    expect(streamedText).toBe(await result.text);
  });

  it("gets an object matching its zod schema, asked for as a JSON schema", async () => {
    const { chat, sentBodies } = provider();
    const schema = z.object({
      city: z.string(),
      population: z.number().int(),
      landmarks: z.array(z.string()),
    });
    const { output } = await generateText({
      model: chat(target.chatModel),
      output: Output.object({ schema }),
      prompt: "Describe Paris.",
      maxRetries: 0,
    });
    expect(sentBodies[0]?.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { strict: true },
    });
    expect(schema.parse(output)).toEqual(output);
  });

  it("sends an image in a user message and gets an answer", async () => {
    const { chat, sentBodies } = provider();
    const { text } = await generateText({
      model: chat(target.chatModel),
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is in this picture?" },
            { type: "file", mediaType: "image/png", data: PNG },
          ],
        },
      ],
      maxRetries: 0,
    });
    expect(lastMessageOf(sentBodies[0])?.content).toContainEqual({
      type: "image_url",
      image_url: { url: expect.stringMatching(/^data:image\/png;base64,/) },
    });
    expect(text).not.toBe("");
  });

  it("embeds one text and several into vectors of the model's dimensions", async () => {
    const { embedding } = provider();
    const model = embedding(target.embeddingModel);
    const one = await embed({ model, value: "a watt", maxRetries: 0 });
    const many = await embedMany({ model, values: ["a watt", "a joule"], maxRetries: 0 });
    expect(one.embedding).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(many.embeddings.map((vector) => vector.length)).toEqual([
      EMBEDDING_DIMENSIONS,
      EMBEDDING_DIMENSIONS,
    ]);
    expect(many.embeddings[0]).toEqual(one.embedding);
  });
});

describe.each(TARGETS)(
  "the Vercel AI SDK's default OpenAI provider (the Responses API), answered by $answeredBy",
  (target: Target) => {
    it("runs the tool the model called and gets the model's words about the result", async () => {
      const lookedUp: string[] = [];
      const { byDefault, sentBodies } = provider();
      const result = await generateText({
        model: byDefault(target.chatModel),
        tools: { get_weather: weatherTool(lookedUp) },
        stopWhen: stepCountIs(3),
        prompt: ASKED,
        maxRetries: 0,
      });
      expect(lookedUp).toHaveLength(1);
      expect(result.steps.map((step) => step.finishReason)).toEqual(["tool-calls", "stop"]);
      const call = result.steps[0]?.toolCalls[0];
      expect(call).toMatchObject({ toolName: "get_weather", input: { city: lookedUp[0] } });
      expect(sentBodies[1]?.input).toContainEqual(
        expect.objectContaining({ type: "function_call_output", call_id: call?.toolCallId }),
      );
      expect(result.text).not.toBe("");
    });

    it("streams the tool call, its result and then the answer's text", async () => {
      const lookedUp: string[] = [];
      const result = streamText({
        model: provider().byDefault(target.chatModel),
        tools: { get_weather: weatherTool(lookedUp) },
        stopWhen: stepCountIs(3),
        prompt: ASKED,
        maxRetries: 0,
      });
      const kinds: string[] = [];
      let streamedText = "";
      for await (const part of result.fullStream) {
        kinds.push(part.type);
        if (part.type === "text-delta") streamedText += part.text;
        if (part.type === "error") throw part.error;
      }
      expect(kinds.indexOf("tool-call")).toBeLessThan(kinds.indexOf("tool-result"));
      expect(kinds.indexOf("tool-result")).toBeLessThan(kinds.indexOf("text-delta"));
      expect(lookedUp).toHaveLength(1);
      expect(streamedText).toBe(await result.text);
    });

    it("gets an object matching its zod schema, asked for as text.format", async () => {
      const { byDefault, sentBodies } = provider();
      const schema = z.object({ city: z.string(), population: z.number().int() });
      const { output } = await generateText({
        model: byDefault(target.chatModel),
        output: Output.object({ schema }),
        prompt: "Describe Paris.",
        maxRetries: 0,
      });
      expect(sentBodies[0]?.text).toMatchObject({ format: { type: "json_schema" } });
      expect(schema.parse(output)).toEqual(output);
    });
  },
);
