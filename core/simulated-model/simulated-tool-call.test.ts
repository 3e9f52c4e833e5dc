import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import type { FunctionTool } from "../chat-completions/function-tool.ts";
import { InvalidToolRequest } from "./invalid-tool-request.error.ts";
import {
  type SimulatedToolCallOptions,
  simulatedToolCall,
  simulatedToolCallId,
} from "./simulated-tool-call.ts";
import { STRING_FORMAT_CHECKS } from "./string-format-checks.test-helper.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

const ajv = new Ajv2020({ strict: false });
for (const [format, check] of Object.entries(STRING_FORMAT_CHECKS)) ajv.addFormat(format, check);

const getWeather: FunctionTool = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Get the current weather for a location",
    strict: true,
    parameters: {
      type: "object",
      properties: {
        location: { type: "string", description: "City and country, e.g. Bogotá, Colombia" },
        unit: { type: ["string", "null"], enum: ["celsius", "fahrenheit", null] },
      },
      required: ["location", "unit"],
      additionalProperties: false,
    },
  },
};
const getTime: FunctionTool = {
  type: "function",
  function: {
    name: "get_time",
    description: "Get the current time in a time zone",
    parameters: {
      type: "object",
      properties: { timezone: { type: "string" }, when: { type: "string", format: "date-time" } },
      required: ["timezone", "when"],
    },
  },
};
const searchDocs: FunctionTool = {
  type: "function",
  function: {
    name: "searchDocs",
    parameters: {
      type: "object",
      properties: { query: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: 20 } },
      required: ["query", "limit"],
    },
  },
};
const ping: FunctionTool = { type: "function", function: { name: "ping" } };

interface Turn extends SimulatedToolCallOptions {
  readonly tools?: readonly unknown[];
  readonly toolChoice?: unknown;
}

function callFor(message: string, turn: Turn = {}) {
  const { tools = [getTime, getWeather, searchDocs], toolChoice, ...options } = turn;
  return simulatedToolCall(tools, toolChoice, `model\nuser:${message}`, {
    lastUserMessage: message,
    ...options,
  });
}

function argumentsOf(call: ReturnType<typeof simulatedToolCall>) {
  return JSON.parse(call?.arguments ?? "null");
}

describe("the simulated model's tool call", () => {
  it("calls the tool whose name and description share the question's words", () => {
    expect(callFor("What's the weather in Paris?")?.name).toBe("get_weather");
    expect(callFor("What time is it in Tokyo?")?.name).toBe("get_time");
    expect(callFor("Search the docs for rate limits")?.name).toBe("searchDocs");
  });

  it("gives arguments that fit the tool's parameters, the place taken from the question", () => {
    const call = callFor("What's the weather in New York today?");
    expect(ajv.validate(getWeather.function.parameters as object, argumentsOf(call))).toBe(true);
    expect(argumentsOf(call).location).toBe("New York");
    const search = callFor("Search the docs for rate limits");
    expect(ajv.validate(searchDocs.function.parameters as object, argumentsOf(search))).toBe(true);
    expect(argumentsOf(search).query).toBe("Search docs rate limits");
  });

  it("gives arguments that fit every tool's parameters whichever the question", () => {
    for (const tool of [getTime, getWeather, searchDocs]) {
      for (let turn = 0; turn < 20; turn++) {
        const call = callFor(`Question number ${turn}`, {
          toolChoice: { type: "function", function: { name: tool.function.name } },
        });
        expect(ajv.validate(tool.function.parameters as object, argumentsOf(call)), ajv.errorsText()).toBe(
          true,
        );
      }
    }
  });

  it("is the same for the same conversation", () => {
    expect(callFor("Weather in Lyon?")).toEqual(callFor("Weather in Lyon?"));
  });

  it("calls the tool tool_choice forces, whatever the question", () => {
    const call = callFor("What's the weather in Paris?", {
      toolChoice: { type: "function", function: { name: "get_time" } },
    });
    expect(call?.name).toBe("get_time");
  });

  it("answers in words under tool_choice none, or under auto once a tool has answered", () => {
    expect(callFor("What's the weather in Paris?", { toolChoice: "none" })).toBeNull();
    expect(callFor("What's the weather in Paris?", { endsWithToolResult: true })).toBeNull();
    expect(callFor("Hello", { tools: [] })).toBeNull();
  });

  it("still calls a tool after a tool's result when one is required", () => {
    expect(
      callFor("What's the weather in Paris?", { toolChoice: "required", endsWithToolResult: true })?.name,
    ).toBe("get_weather");
  });

  it("draws a tool from the conversation when no tool shares the question's words", () => {
    const names = new Set(Array.from({ length: 30 }, (_, turn) => callFor(`Hello there ${turn}`)?.name));
    expect(names).toEqual(new Set(["get_time", "get_weather", "searchDocs"]));
  });

  it("passes no arguments, as an empty object, to a tool without parameters", () => {
    expect(callFor("Ping", { tools: [ping] })).toEqual({ name: "ping", arguments: "{}" });
  });

  it("refuses a forced tool that is not among the tools, or a required call without tools", () => {
    expect(() =>
      callFor("Hi", { toolChoice: { type: "function", function: { name: "send_mail" } } }),
    ).toThrow(InvalidToolRequest);
    expect(() => callFor("Hi", { tools: [], toolChoice: "required" })).toThrow(InvalidToolRequest);
  });

  it("names the tool's parameters where they ask for what it cannot honour", () => {
    const coded: FunctionTool = {
      type: "function",
      function: {
        name: "lookup",
        parameters: { type: "object", properties: { code: { type: "string", pattern: "^A" } } },
      },
    };
    expect(() =>
      callFor("Look it up", {
        tools: [ping, coded],
        toolChoice: { type: "function", function: { name: "lookup" } },
      }),
    ).toThrow(new UnsupportedSchema("tools[1].function.parameters.properties.code.pattern"));
  });

  it("reads the user's last words from the conversation when not told them", () => {
    const conversation = "model\nsystem:You answer questions about users.\nuser:What's the weather in Paris?";
    const call = simulatedToolCall([getTime, getWeather], undefined, conversation);
    expect(call?.name).toBe("get_weather");
    expect(argumentsOf(call).location).toBe("Paris");
  });
});

describe("a simulated tool call's id", () => {
  it("looks like OpenAI's and is the same for the same conversation and call", () => {
    const id = simulatedToolCallId("user: weather in Paris?");
    expect(id).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(simulatedToolCallId("user: weather in Paris?")).toBe(id);
  });

  it("differs between conversations and between the calls of one answer", () => {
    expect(simulatedToolCallId("user: weather in Lyon?")).not.toBe(
      simulatedToolCallId("user: weather in Paris?"),
    );
    expect(simulatedToolCallId("user: hi", 1)).not.toBe(simulatedToolCallId("user: hi", 0));
  });
});
