import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { simulatedStructuredOutput } from "./simulated-structured-output.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

const recipe = {
  type: "object",
  properties: {
    title: { type: "string" },
    servings: { type: "integer", minimum: 1, maximum: 12 },
    steps: { type: "array", items: { $ref: "#/$defs/step" }, minItems: 1 },
  },
  required: ["title", "servings", "steps"],
  additionalProperties: false,
  $defs: {
    step: {
      type: "object",
      properties: { text: { type: "string" }, minutes: { type: ["number", "null"] } },
      required: ["text", "minutes"],
      additionalProperties: false,
    },
  },
};
const asksForRecipe = {
  type: "json_schema",
  json_schema: { name: "recipe", strict: true, schema: recipe },
} as const;

describe("the simulated model's structured output", () => {
  it("is JSON valid against the response format's schema, the same for the same conversation", () => {
    const answer = simulatedStructuredOutput(asksForRecipe, "user: a pancake recipe");
    expect(new Ajv2020({ strict: false }).validate(recipe, JSON.parse(answer ?? "null"))).toBe(true);
    expect(simulatedStructuredOutput(asksForRecipe, "user: a pancake recipe")).toBe(answer);
  });

  it("is a small object saying it is simulated when any JSON object will do", () => {
    const answer = JSON.parse(
      simulatedStructuredOutput({ type: "json_object" }, "user: list three colours") ?? "null",
    );
    expect(answer).toEqual({ simulated: true, answer: expect.stringMatching(/simulated|no model/i) });
  });

  it("is nothing for a text answer or no response format", () => {
    expect(simulatedStructuredOutput({ type: "text" }, "user: hi")).toBeNull();
    expect(simulatedStructuredOutput(undefined, "user: hi")).toBeNull();
  });

  it("names the response format's keyword it cannot honour", () => {
    const coded = { type: "object", properties: { code: { type: "string", pattern: "^[A-Z]{3}$" } } };
    expect(() =>
      simulatedStructuredOutput(
        { type: "json_schema", json_schema: { name: "code", schema: coded } },
        "user: code?",
      ),
    ).toThrow(new UnsupportedSchema("response_format.json_schema.schema.properties.code.pattern"));
  });

  it("names a response format type it does not know", () => {
    expect(() => simulatedStructuredOutput({ type: "yaml" }, "user: hi")).toThrow(
      'response_format.type "yaml" is not supported by the simulated provider',
    );
  });
});
