import { describe, expect, it } from "vitest";
import { legacyParametersPath, toolChoiceFromFunctionCall, toolsFromFunctions } from "./legacy-functions.ts";
import { simulatedToolCall } from "./simulated-tool-call.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

const functions = [
  { name: "get_time", parameters: { type: "object", properties: {} } },
  {
    name: "get_weather",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
];

describe("the deprecated functions and function_call", () => {
  it("are called as tools are", () => {
    const call = simulatedToolCall(
      toolsFromFunctions(functions),
      toolChoiceFromFunctionCall({ name: "get_weather" }),
      "user:Weather in Oslo?",
    );
    expect(call).toEqual({ name: "get_weather", arguments: '{"city":"Oslo"}' });
  });

  it("keep none and auto, and absent stays auto", () => {
    expect(toolChoiceFromFunctionCall("none")).toBe("none");
    expect(toolChoiceFromFunctionCall("auto")).toBe("auto");
    expect(toolChoiceFromFunctionCall(undefined)).toBeUndefined();
  });

  it("name the function's parameters in errors when asked to", () => {
    const coded = [
      {
        name: "lookup",
        parameters: { type: "object", properties: { id: { type: "string", pattern: "x" } } },
      },
    ];
    expect(() =>
      simulatedToolCall(toolsFromFunctions(coded), "required", "user:Look it up", {
        parametersPath: legacyParametersPath,
      }),
    ).toThrow(new UnsupportedSchema("functions[0].parameters.properties.id.pattern"));
  });
});
