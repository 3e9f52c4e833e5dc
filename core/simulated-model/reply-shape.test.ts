import { describe, expect, it } from "vitest";
import { approximateTokens } from "./approximate-tokens.ts";
import { conversationText } from "./simulated-answer.ts";
import { simulatedReply } from "./simulated-reply.ts";
import { simulatedStructuredOutput } from "./simulated-structured-output.ts";
import { simulatedToolCallId } from "./simulated-tool-call.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

const PING = {
  name: "ping",
  description: "Ping a host",
  parameters: { type: "object", properties: { host: { const: "example.com" } }, required: ["host"] },
};
const ASKED = [{ role: "user", content: "Ping the host please" }];
const ARGUMENTS = '{"host":"example.com"}';

const sumOfTokens = (pieces: readonly { tokens: number }[]) =>
  pieces.reduce((sum, piece) => sum + piece.tokens, 0);

describe("a tool call replied", () => {
  it("is the whole call on the message and, in the stream, its name then its arguments a dozen characters at a time", () => {
    const reply = simulatedReply("m", ASKED, { tools: [{ type: "function", function: PING }] }, null);
    const id = simulatedToolCallId(`m\n${conversationText(ASKED)}`);
    expect(reply.message).toEqual({
      role: "assistant",
      content: null,
      refusal: null,
      tool_calls: [{ id, type: "function", function: { name: "ping", arguments: ARGUMENTS } }],
    });
    expect(reply.pieces).toEqual([
      {
        delta: {
          tool_calls: [{ index: 0, id, type: "function", function: { name: "ping", arguments: "" } }],
        },
        tokens: 1,
      },
      {
        delta: { tool_calls: [{ index: 0, function: { arguments: '{"host":"exa' } }] },
        tokens: approximateTokens('{"host":"exa'),
      },
      {
        delta: { tool_calls: [{ index: 0, function: { arguments: 'mple.com"}' } }] },
        tokens: approximateTokens('mple.com"}'),
      },
    ]);
    expect(reply.tokens).toBe(approximateTokens("ping") + approximateTokens(ARGUMENTS));
    expect(reply.finishReason).toBe("tool_calls");
    expect(reply.text).toBe(`ping\n${ARGUMENTS}`);
  });

  it("is the tool the user's last message asks for, with the place it names", () => {
    const place = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };
    const tools = ["get_time", "get_weather", "get_stock"].map((name) => ({
      type: "function",
      function: { name, parameters: place },
    }));
    const conversation = [
      { role: "system", content: "You help with stock questions." },
      { role: "user", content: "What is the weather in Paris?" },
    ];
    const reply = simulatedReply("m", conversation, { tools }, null);
    const [call] = reply.message.tool_calls as { function: { name: string; arguments: string } }[];
    expect(call?.function.name).toBe("get_weather");
    expect(JSON.parse(call?.function.arguments ?? "")).toEqual({ city: "Paris" });
  });

  it("is a function_call for a request that sends the deprecated functions", () => {
    const reply = simulatedReply("m", ASKED, { functions: [PING], function_call: { name: "ping" } }, null);
    expect(reply.message).toEqual({
      role: "assistant",
      content: null,
      refusal: null,
      function_call: { name: "ping", arguments: ARGUMENTS },
    });
    expect(reply.pieces).toEqual([
      { delta: { function_call: { name: "ping", arguments: "" } }, tokens: 1 },
      { delta: { function_call: { arguments: '{"host":"exa' } }, tokens: approximateTokens('{"host":"exa') },
      { delta: { function_call: { arguments: 'mple.com"}' } }, tokens: approximateTokens('mple.com"}') },
    ]);
    expect(reply.tokens).toBe(approximateTokens("ping") + approximateTokens(ARGUMENTS));
    expect(reply.finishReason).toBe("function_call");
    expect(reply.text).toBe(`ping\n${ARGUMENTS}`);
  });

  it("follows tools rather than functions when a request sends both", () => {
    const reply = simulatedReply(
      "m",
      ASKED,
      { tools: [{ type: "function", function: PING }], functions: [PING] },
      null,
    );
    expect(reply.finishReason).toBe("tool_calls");
  });

  it("names a deprecated function's parameters where they cannot be honoured", () => {
    const broken = { name: "ping", parameters: { type: "object", not: {} } };
    expect(() => simulatedReply("m", ASKED, { functions: [broken] }, null)).toThrow(
      new UnsupportedSchema("functions[0].parameters.not"),
    );
  });

  it("is not made after a function's result under auto: the model answers in words", () => {
    const reply = simulatedReply(
      "m",
      [...ASKED, { role: "function", name: "ping", content: "pong" }],
      { functions: [PING] },
      null,
    );
    expect(reply.finishReason).toBe("stop");
    expect(reply.message.content).toContain("The tool ping answered: pong.");
  });
});

describe("a reply in words", () => {
  it("is the answer on the message, and its pieces with their tokens in the stream", () => {
    const reply = simulatedReply("m", ASKED, {}, null);
    expect(reply.message).toEqual({ role: "assistant", content: reply.text, refusal: null });
    expect(reply.pieces.map((piece) => piece.delta.content).join("")).toBe(reply.text);
    expect(
      reply.pieces.every((piece) => piece.tokens === approximateTokens(String(piece.delta.content))),
    ).toBe(true);
    expect(reply.tokens).toBe(sumOfTokens(reply.pieces));
    expect(reply.finishReason).toBe("stop");
    expect(simulatedReply("m", ASKED, {}, 5).finishReason).toBe("length");
  });

  it("is JSON in slices of a dozen characters when a response format asks for it, cut by the token limit", () => {
    const format = { type: "json_object" };
    const json = simulatedStructuredOutput(format, `m\n${conversationText(ASKED)}`) ?? "";
    const reply = simulatedReply("m", ASKED, { response_format: format }, null);
    expect(reply.text).toBe(json);
    expect(reply.pieces.map((piece) => piece.delta.content)).toEqual(json.match(/[\s\S]{1,12}/g));
    expect(reply.tokens).toBe(sumOfTokens(reply.pieces));
    const cut = simulatedReply("m", ASKED, { response_format: format }, 4);
    expect(cut.finishReason).toBe("length");
    expect(cut.tokens).toBeLessThanOrEqual(4);
  });
});

describe("the structured output of a response format", () => {
  it("is any small object when the json_schema has no schema", () => {
    const answer = simulatedStructuredOutput(
      { type: "json_schema", json_schema: { name: "free" } },
      "user: hi",
    );
    expect(JSON.parse(answer ?? "null")).toEqual({ simulated: true, answer: expect.any(String) });
  });

  it("says the simulated provider wrote it, in one of its own sentences", () => {
    const answers = new Set(
      Array.from(
        { length: 30 },
        (_, index) =>
          JSON.parse(simulatedStructuredOutput({ type: "json_object" }, `user: ${index}`) ?? "").answer,
      ),
    );
    expect(answers).toEqual(
      new Set([
        "This is a simulated JSON answer: no model was called.",
        "Simulated provider: this JSON stands in for a model's answer.",
        "No model was called; the simulated provider wrote this JSON.",
      ]),
    );
  });

  it("is nothing for a null response format", () => {
    expect(simulatedStructuredOutput(null, "user: hi")).toBeNull();
  });

  it.each([
    [{}, "response_format.type undefined is not supported by the simulated provider"],
    [
      { type: "json_schema" },
      "response_format.json_schema must be an object with the schema's name and schema",
    ],
    [
      { type: "json_schema", json_schema: null },
      "response_format.json_schema must be an object with the schema's name and schema",
    ],
    [
      { type: "json_schema", json_schema: "x" },
      "response_format.json_schema must be an object with the schema's name and schema",
    ],
  ])("refuses a malformed response format (%#)", (format, message) => {
    expect(() => simulatedStructuredOutput(format, "user: hi")).toThrow(
      new UnsupportedSchema(message.split(" ")[0] ?? "", message.slice(message.indexOf(" ") + 1)),
    );
  });

  it("is a value of the schema, written at the request's schema path", () => {
    const format = {
      type: "json_schema",
      json_schema: { name: "n", schema: { type: "integer", minimum: 7, maximum: 7 } },
    };
    expect(simulatedStructuredOutput(format, "user: hi")).toBe("7");
    expect(() =>
      simulatedStructuredOutput({ ...format, json_schema: { name: "n", schema: false } }, "user: hi"),
    ).toThrow("response_format.json_schema.schema accepts no value");
  });
});
