import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import {
  compatibilityWorldOfFile,
  TARGETS,
  type Target,
  WEATHER_PARAMETERS,
} from "./compatibility-world.test-helper.ts";

const world = compatibilityWorldOfFile();

/** Anthropic's official client, pointed at the gateway as docs/gateway.md says: the SDK appends /v1/messages. */
function gatewayClient(credentials: { apiKey?: string | null; authToken?: string } = {}): Anthropic {
  return new Anthropic({
    apiKey: world.apiKey,
    ...credentials,
    baseURL: `${world.baseURL}/anthropic`,
    fetch: world.fetch,
    maxRetries: 0,
  });
}

const WEATHER_TOOL: Anthropic.Tool = {
  name: "get_weather",
  description: "Current weather of a city",
  input_schema: { ...WEATHER_PARAMETERS, required: [...WEATHER_PARAMETERS.required] },
};

const ASKED = "What is the weather in Paris?";
const UPSTREAM_ANSWER = "A joule per second.";
// A 1x1 transparent PNG.
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** The chat-completions request the mock upstream got last, when it is the target. */
function lastForwarded(target: Target): Record<string, unknown> | null {
  if (target.answeredBy !== "an OpenAI-compatible upstream") return null;
  return world.upstream.received.at(-1)?.body ?? null;
}

function textOf(message: Anthropic.Message): string {
  return message.content.map((block) => (block.type === "text" ? block.text : "")).join("");
}

describe.each(TARGETS)(
  "Anthropic's Messages API through the official SDK, answered by $answeredBy",
  (target) => {
    it("answers with a text block, end_turn and its usage, the system prompt reaching the model first", async () => {
      const message = await gatewayClient().messages.create({
        model: target.chatModel,
        max_tokens: 256,
        system: "Answer in one sentence.",
        messages: [{ role: "user", content: "What is a watt?" }],
      });
      expect(message).toMatchObject({ type: "message", role: "assistant", stop_reason: "end_turn" });
      expect(textOf(message).length).toBeGreaterThan(0);
      if (target.answeredBy === "an OpenAI-compatible upstream")
        expect(textOf(message)).toBe(UPSTREAM_ANSWER);
      expect(message.usage.input_tokens).toBeGreaterThan(0);
      expect(message.usage.output_tokens).toBeGreaterThan(0);
      const forwarded = lastForwarded(target);
      if (forwarded)
        expect(forwarded).toMatchObject({
          max_completion_tokens: 256,
          messages: [
            { role: "system", content: "Answer in one sentence." },
            { role: "user", content: "What is a watt?" },
          ],
        });
    });

    it("streams the text, which adds up to the final message's", async () => {
      const stream = gatewayClient().messages.stream({
        model: target.chatModel,
        max_tokens: 256,
        messages: [{ role: "user", content: "What is a watt?" }],
      });
      let streamed = "";
      const types = new Set<string>();
      stream.on("streamEvent", (event) => types.add(event.type));
      stream.on("text", (text) => {
        streamed += text;
      });
      const message = await stream.finalMessage();
      expect(streamed.length).toBeGreaterThan(0);
      expect(textOf(message)).toBe(streamed);
      expect(message.stop_reason).toBe("end_turn");
      expect(message.usage.output_tokens).toBeGreaterThan(0);
      expect([...types]).toEqual(
        expect.arrayContaining([
          "message_start",
          "content_block_start",
          "content_block_delta",
          "message_delta",
          "message_stop",
        ]),
      );
    });

    it("asks for a tool with a tool_use block, then answers about the tool_result sent under its id", async () => {
      const client = gatewayClient();
      const asked: Anthropic.MessageParam = { role: "user", content: ASKED };
      const first = await client.messages.create({
        model: target.chatModel,
        max_tokens: 256,
        system: "Use the tools.",
        tools: [WEATHER_TOOL],
        messages: [asked],
      });
      expect(first.stop_reason).toBe("tool_use");
      const toolUse = first.content.find((block) => block.type === "tool_use");
      expect(toolUse).toMatchObject({ name: "get_weather", input: { city: expect.any(String) } });
      if (toolUse?.type !== "tool_use") return;
      const second = await client.messages.create({
        model: target.chatModel,
        max_tokens: 256,
        system: "Use the tools.",
        tools: [WEATHER_TOOL],
        messages: [
          asked,
          { role: "assistant", content: first.content },
          {
            role: "user",
            content: [{ type: "tool_result", tool_use_id: toolUse.id, content: "18 °C and sunny" }],
          },
        ],
      });
      if (target.answeredBy === "the simulated provider") expect(textOf(second)).toContain("18 °C and sunny");
      else expect(textOf(second)).toBe(UPSTREAM_ANSWER);
      const forwarded = lastForwarded(target);
      if (forwarded)
        expect(forwarded).toMatchObject({
          tools: [
            {
              type: "function",
              function: {
                name: "get_weather",
                description: "Current weather of a city",
                parameters: WEATHER_TOOL.input_schema,
              },
            },
          ],
          messages: [
            { role: "system", content: "Use the tools." },
            { role: "user", content: ASKED },
            { role: "assistant", tool_calls: [{ id: toolUse.id, function: { name: "get_weather" } }] },
            { role: "tool", tool_call_id: toolUse.id, content: "18 °C and sunny" },
          ],
        });
    });

    it("streams a tool_use block whose input the SDK puts together from its JSON pieces", async () => {
      const message = await gatewayClient()
        .messages.stream({
          model: target.chatModel,
          max_tokens: 256,
          tools: [WEATHER_TOOL],
          tool_choice: { type: "tool", name: "get_weather" },
          messages: [{ role: "user", content: ASKED }],
        })
        .finalMessage();
      expect(message.stop_reason).toBe("tool_use");
      expect(message.content.find((block) => block.type === "tool_use")).toMatchObject({
        name: "get_weather",
        input: { city: expect.any(String) },
      });
    });

    it("takes an image block", async () => {
      const message = await gatewayClient().messages.create({
        model: target.chatModel,
        max_tokens: 64,
        messages: [
          {
            role: "user",
            content: [
              { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_BASE64 } },
              { type: "text", text: "What is in this picture?" },
            ],
          },
        ],
      });
      expect(textOf(message).length).toBeGreaterThan(0);
      const forwarded = lastForwarded(target);
      if (forwarded)
        expect(forwarded.messages).toEqual([
          {
            role: "user",
            content: [
              { type: "image_url", image_url: { url: `data:image/png;base64,${PNG_BASE64}` } },
              { type: "text", text: "What is in this picture?" },
            ],
          },
        ]);
    });
  },
);

describe("the gateway as Anthropic's clients meet it", () => {
  it("takes the key as a bearer token too (the SDK's authToken, Claude Code's ANTHROPIC_AUTH_TOKEN)", async () => {
    const message = await gatewayClient({ apiKey: null, authToken: world.apiKey }).messages.create({
      model: "simulated-fast",
      max_tokens: 32,
      messages: [{ role: "user", content: "Hello" }],
    });
    expect(message.type).toBe("message");
  });

  it("refuses an unknown key with Anthropic's authentication_error", async () => {
    const refusal = await gatewayClient({ apiKey: "mk-not-a-key" })
      .messages.create({
        model: "simulated-fast",
        max_tokens: 32,
        messages: [{ role: "user", content: "Hello" }],
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Anthropic.AuthenticationError);
    expect((refusal as InstanceType<typeof Anthropic.AuthenticationError>).error).toMatchObject({
      type: "error",
      error: { type: "authentication_error" },
    });
  });

  it("refuses a request without max_tokens as invalid_request_error, naming the field", async () => {
    const refusal = await gatewayClient()
      .messages.create({ model: "simulated-fast", messages: [{ role: "user", content: "Hello" }] } as never)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Anthropic.BadRequestError);
    expect((refusal as InstanceType<typeof Anthropic.BadRequestError>).error).toMatchObject({
      type: "error",
      error: { type: "invalid_request_error", message: expect.stringContaining("max_tokens") },
    });
  });

  it("refuses a service tier Anthropic does not have, even one named like a property every object has", async () => {
    const refusal = await gatewayClient()
      .messages.create({
        model: "simulated-fast",
        max_tokens: 64,
        messages: [{ role: "user", content: "Hello" }],
        service_tier: "toString",
      } as never)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Anthropic.BadRequestError);
    expect((refusal as InstanceType<typeof Anthropic.BadRequestError>).error).toMatchObject({
      type: "error",
      error: { type: "invalid_request_error", message: "service_tier must be one of: auto, standard_only" },
    });
  });

  it("counts a request's input tokens before it is sent", async () => {
    const counted = await gatewayClient().messages.countTokens({
      model: "simulated-fast",
      messages: [{ role: "user", content: "What is the weather in Paris?" }],
      tools: [WEATHER_TOOL],
    });
    expect(counted.input_tokens).toBeGreaterThan(5);
  });
});
