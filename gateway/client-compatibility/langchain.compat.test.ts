import { type AIMessageChunk, HumanMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { ChatOpenAI, OpenAIEmbeddings } from "@langchain/openai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  compatibilityWorldOfFile,
  EMBEDDING_DIMENSIONS,
  TARGETS,
  type Target,
} from "./compatibility-world.test-helper.ts";

const world = compatibilityWorldOfFile();

/** The chat model pointed at the gateway, and the request bodies it sent, in order. */
function chatModel(target: Target): {
  readonly model: ChatOpenAI;
  readonly sentBodies: Record<string, unknown>[];
} {
  const sentBodies: Record<string, unknown>[] = [];
  const model = new ChatOpenAI({
    model: target.chatModel,
    apiKey: world.apiKey,
    useResponsesApi: false,
    maxRetries: 0,
    configuration: {
      baseURL: world.baseURL,
      fetch: async (input, init) => {
        if (typeof init?.body === "string") sentBodies.push(JSON.parse(init.body));
        return world.fetch(input, init);
      },
    },
  });
  return { model, sentBodies };
}

const getWeather = tool(async ({ city }) => `${city}: sunny, 21 degrees`, {
  name: "get_weather",
  description: "Current weather of a city",
  schema: z.object({ city: z.string() }),
});

const ASKED = "What is the weather in Paris?";

// A 1x1 transparent PNG.
const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

function textOf(content: unknown): string {
  return typeof content === "string" ? content : JSON.stringify(content);
}

describe.each(TARGETS)("LangChain's ChatOpenAI, answered by $answeredBy", (target: Target) => {
  it("gets a tool call with the tool's name and parsed arguments", async () => {
    const answer = await chatModel(target).model.bindTools([getWeather]).invoke(ASKED);
    const [call] = answer.tool_calls ?? [];
    expect(call).toMatchObject({
      name: "get_weather",
      args: { city: expect.any(String) },
      id: expect.any(String),
    });
  });

  it("streams chunks that add up to the tool call", async () => {
    const stream = await chatModel(target).model.bindTools([getWeather]).stream(ASKED);
    const chunks: AIMessageChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const whole = chunks.reduce((sum, chunk) => sum.concat(chunk));
    expect(chunks.filter((chunk) => (chunk.tool_call_chunks ?? []).length > 0).length).toBeGreaterThan(1);
    expect(whole.tool_calls?.[0]).toMatchObject({ name: "get_weather", args: { city: expect.any(String) } });
  });

  it("sends the tool's result back and gets the model's words", async () => {
    const { model, sentBodies } = chatModel(target);
    const withTools = model.bindTools([getWeather]);
    const question = new HumanMessage(ASKED);
    const call = await withTools.invoke([question]);
    const toolCall = call.tool_calls?.[0];
    if (!toolCall) throw new Error("the model called no tool");
    const result = await getWeather.invoke(toolCall);
    const answer = await withTools.invoke([question, call, result]);
    expect(sentBodies[1]?.messages).toContainEqual(
      expect.objectContaining({
        role: "tool",
        tool_call_id: toolCall.id,
        content: expect.stringContaining("sunny"),
      }),
    );
    expect(answer.tool_calls ?? []).toEqual([]);
    expect(textOf(answer.content)).not.toBe("");
  });

  it("gets an object parsed by its zod schema, asked for as a JSON schema", async () => {
    const { model, sentBodies } = chatModel(target);
    const schema = z.object({
      city: z.string(),
      population: z.number().int(),
      landmarks: z.array(z.string()),
    });
    const described = await model
      .withStructuredOutput(schema, { method: "jsonSchema" })
      .invoke("Describe Paris.");
    expect(sentBodies[0]?.response_format).toMatchObject({ type: "json_schema" });
    expect(schema.parse(described)).toEqual(described);
  });

  it("sends an image in a user message and gets an answer", async () => {
    const { model, sentBodies } = chatModel(target);
    const answer = await model.invoke([
      new HumanMessage({
        content: [
          { type: "text", text: "What is in this picture?" },
          { type: "image_url", image_url: { url: PNG_DATA_URL } },
        ],
      }),
    ]);
    expect(sentBodies[0]?.messages).toContainEqual({
      role: "user",
      content: expect.arrayContaining([{ type: "image_url", image_url: { url: PNG_DATA_URL } }]),
    });
    expect(textOf(answer.content)).not.toBe("");
  });
});

describe.each(TARGETS)("LangChain's OpenAIEmbeddings, answered by $answeredBy", (target: Target) => {
  it("embeds a query and documents into vectors of the model's dimensions", async () => {
    const embeddings = new OpenAIEmbeddings({
      model: target.embeddingModel,
      apiKey: world.apiKey,
      maxRetries: 0,
      configuration: { baseURL: world.baseURL, fetch: world.fetch },
    });
    const query = await embeddings.embedQuery("a watt");
    const documents = await embeddings.embedDocuments(["a watt", "a joule"]);
    expect(query).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(documents.map((vector) => vector.length)).toEqual([EMBEDDING_DIMENSIONS, EMBEDDING_DIMENSIONS]);
    expect(documents[0]).toEqual(query);
  });
});
