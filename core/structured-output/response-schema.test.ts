import { describe, expect, it } from "vitest";
import {
  DEFAULT_RESPONSE_SCHEMA_NAME,
  RESPONSE_SCHEMA_TEMPLATE,
  readResponseSchema,
} from "./response-schema.ts";
import { checkStructuredAnswer } from "./structured-answer-check.ts";

const GREETING = { type: "object", properties: { text: { type: "string" } }, required: ["text"] };

describe("reading the schema a person typed for a structured answer", () => {
  it("asks for a strict schema of the name given", () => {
    expect(readResponseSchema("greeting", JSON.stringify(GREETING))).toEqual({
      format: { name: "greeting", schema: GREETING, strict: true },
    });
  });

  it("refuses text that is not JSON, or JSON that is not an object", () => {
    expect(readResponseSchema("greeting", "{type: object}")).toEqual({ problem: "notJson" });
    expect(readResponseSchema("greeting", "[]")).toEqual({ problem: "notObject" });
    expect(readResponseSchema("greeting", "null")).toEqual({ problem: "notObject" });
  });

  it("refuses a root that is not of type object, as OpenAI does", () => {
    expect(readResponseSchema("greeting", '{"type": "string"}')).toEqual({ problem: "rootNotObjectType" });
    expect(readResponseSchema("greeting", '{"type": ["object", "null"]}')).toEqual({
      problem: "rootNotObjectType",
    });
    expect(readResponseSchema("greeting", '{"anyOf": [{"type": "object"}]}')).toEqual({
      problem: "rootNotObjectType",
    });
  });

  it("refuses a name of other than 1 to 64 letters, digits, underscores and dashes", () => {
    for (const name of ["", "a greeting", "x".repeat(65), "grüße"])
      expect(readResponseSchema(name, JSON.stringify(GREETING))).toEqual({ problem: "nameInvalid" });
  });

  it("starts from a weather report a model can follow and the default name", () => {
    const read = readResponseSchema(DEFAULT_RESPONSE_SCHEMA_NAME, RESPONSE_SCHEMA_TEMPLATE);
    expect(read).toMatchObject({ format: { name: "answer", strict: true } });
    expect(JSON.parse(RESPONSE_SCHEMA_TEMPLATE)).toMatchObject({
      properties: { city: { type: "string" }, temperature_c: { type: "number" } },
      required: ["city", "temperature_c", "conditions"],
      additionalProperties: false,
    });
    const report = '{"city": "Lyon", "temperature_c": 21.5, "conditions": "sunny"}';
    expect(checkStructuredAnswer(report, JSON.parse(RESPONSE_SCHEMA_TEMPLATE))).toEqual({ kind: "valid" });
  });
});

describe("the schema editor's starting schema", () => {
  it("describes a city's weather report: its city, temperature in Celsius and one of six conditions", () => {
    expect(JSON.parse(RESPONSE_SCHEMA_TEMPLATE).properties).toEqual({
      city: { type: "string", description: "The city the report is about" },
      temperature_c: { type: "number", description: "The temperature in degrees Celsius" },
      conditions: { type: "string", enum: ["sunny", "cloudy", "rainy", "snowy", "foggy", "stormy"] },
    });
  });
});
