import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { InvalidToolRequest } from "./invalid-tool-request.error.ts";
import { simulatedReply } from "./simulated-reply.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

const WEATHER = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Current weather of a city",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
      required: ["city", "unit"],
      additionalProperties: false,
    },
  },
};
const TIME = { type: "function", function: { name: "get_time", description: "Time in a timezone" } };
const ASKED = [{ role: "user", content: "What is the weather in Paris?" }];

function argumentsValid(schema: object, text: string): boolean {
  return new Ajv({ strict: false }).validate(schema, JSON.parse(text));
}

describe("the simulated model's reply", () => {
  it("calls the tool the question is about, with arguments valid against its schema", () => {
    const reply = simulatedReply("gpt-4o-mini", ASKED, { tools: [TIME, WEATHER] }, null);
    expect(reply.finishReason).toBe("tool_calls");
    const [call] = reply.message.tool_calls as {
      id: string;
      function: { name: string; arguments: string };
    }[];
    expect(call?.id).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(call?.function.name).toBe("get_weather");
    expect(argumentsValid(WEATHER.function.parameters, call?.function.arguments ?? "")).toBe(true);
    expect(reply.message.content).toBeNull();
  });

  it("streams the call as its name, then its arguments in fragments that add up to the whole", () => {
    const reply = simulatedReply("gpt-4o-mini", ASKED, { tools: [WEATHER] }, null);
    const deltas = reply.pieces.map(
      (piece) => (piece.delta.tool_calls as { index: number; function: { arguments: string } }[])[0],
    );
    expect(deltas[0]).toMatchObject({ index: 0, type: "function", function: { name: "get_weather" } });
    expect(deltas.length).toBeGreaterThan(2);
    const [whole] = reply.message.tool_calls as { function: { arguments: string } }[];
    expect(deltas.map((delta) => delta?.function.arguments).join("")).toBe(whole?.function.arguments);
  });

  it("answers the tool's result in words that quote it, so an agent's loop ends", () => {
    const conversation = [
      ...ASKED,
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: "{}" } }],
      },
      { role: "tool", tool_call_id: "call_1", content: '{"celsius":21}' },
    ];
    const reply = simulatedReply("gpt-4o-mini", conversation, { tools: [WEATHER] }, null);
    expect(reply.finishReason).toBe("stop");
    expect(reply.message.content).toContain('The tool get_weather answered: {"celsius":21}.');
    expect(reply.message.content).toMatch(/^\[Simulated answer from gpt-4o-mini: no model was called\.\]/);
  });

  it("answers in words when told not to call a tool", () => {
    const reply = simulatedReply("gpt-4o-mini", ASKED, { tools: [WEATHER], tool_choice: "none" }, null);
    expect(reply.finishReason).toBe("stop");
    expect(reply.message.tool_calls).toBeUndefined();
  });

  it("answers the deprecated functions with a function_call", () => {
    const reply = simulatedReply("gpt-4o-mini", ASKED, { functions: [WEATHER.function] }, null);
    expect(reply.finishReason).toBe("function_call");
    const call = reply.message.function_call as { name: string; arguments: string };
    expect(call.name).toBe("get_weather");
    expect(argumentsValid(WEATHER.function.parameters, call.arguments)).toBe(true);
  });

  it("answers JSON valid against the response format's schema, in pieces that add up to it", () => {
    const schema = {
      type: "object",
      properties: { answer: { type: "string" }, confidence: { type: "number", minimum: 0, maximum: 1 } },
      required: ["answer", "confidence"],
      additionalProperties: false,
    };
    const reply = simulatedReply(
      "gpt-4o-mini",
      ASKED,
      { response_format: { type: "json_schema", json_schema: { name: "weather", strict: true, schema } } },
      null,
    );
    expect(argumentsValid(schema, String(reply.message.content))).toBe(true);
    expect(reply.pieces.map((piece) => piece.delta.content).join("")).toBe(reply.message.content);
  });

  it("gives the same reply to the same conversation", () => {
    const fields = { tools: [TIME, WEATHER] };
    expect(simulatedReply("gpt-4o-mini", ASKED, fields, null)).toEqual(
      simulatedReply("gpt-4o-mini", ASKED, fields, null),
    );
  });

  it("refuses a schema keyword it cannot honour, naming where it is", () => {
    const format = {
      type: "json_schema",
      json_schema: { name: "code", schema: { type: "string", pattern: "^[A-Z]{3}$" } },
    };
    let refusal: unknown;
    try {
      simulatedReply("gpt-4o-mini", ASKED, { response_format: format }, null);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(UnsupportedSchema);
    expect((refusal as UnsupportedSchema).path).toBe("response_format.json_schema.schema.pattern");
  });

  it("refuses a forced tool that was not offered, naming tool_choice", () => {
    const choice = { type: "function", function: { name: "send_mail" } };
    expect(() =>
      simulatedReply("gpt-4o-mini", ASKED, { tools: [WEATHER], tool_choice: choice }, null),
    ).toThrow(InvalidToolRequest);
  });
});
