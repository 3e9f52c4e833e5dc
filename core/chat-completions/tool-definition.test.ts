import { describe, expect, it } from "vitest";
import { readToolDefinition, TOOL_TEMPLATES } from "./tool-definition.ts";

const LOOKUP = { type: "object", properties: { id: { type: "string" } }, required: ["id"] };
const defined = (definition: unknown) => JSON.stringify(definition);

describe("reading a tool a person defined", () => {
  it("offers the function as a function tool, its name, description and parameters unchanged", () => {
    const text = defined({ name: "lookup_order", description: "Finds an order.", parameters: LOOKUP });
    expect(readToolDefinition(text, [])).toEqual({
      tool: {
        type: "function",
        function: { name: "lookup_order", description: "Finds an order.", parameters: LOOKUP },
      },
    });
  });

  it("takes a function without parameters or description, and keeps a strict flag", () => {
    expect(readToolDefinition(defined({ name: "ping" }), [])).toEqual({
      tool: { type: "function", function: { name: "ping" } },
    });
    expect(readToolDefinition(defined({ name: "ping", strict: true }), [])).toEqual({
      tool: { type: "function", function: { name: "ping", strict: true } },
    });
  });

  it("reads a whole tool as OpenAI writes it, copied from other code", () => {
    const text = defined({ type: "function", function: { name: "lookup_order", parameters: LOOKUP } });
    expect(readToolDefinition(text, [])).toEqual({
      tool: { type: "function", function: { name: "lookup_order", parameters: LOOKUP } },
    });
  });

  it("refuses text that is not JSON, or JSON that is not an object", () => {
    expect(readToolDefinition('{"name": "ping",}', [])).toEqual({ problem: "notJson" });
    expect(readToolDefinition("", [])).toEqual({ problem: "notJson" });
    expect(readToolDefinition('["ping"]', [])).toEqual({ problem: "notObject" });
    expect(readToolDefinition('"ping"', [])).toEqual({ problem: "notObject" });
  });

  it("refuses a function without a name", () => {
    expect(readToolDefinition(defined({ description: "Nameless." }), [])).toEqual({ problem: "nameMissing" });
    expect(readToolDefinition(defined({ name: "" }), [])).toEqual({ problem: "nameMissing" });
  });

  it("refuses a name of other than 1 to 64 letters, digits, underscores and dashes", () => {
    for (const name of ["get weather", "météo", "a.b", "x".repeat(65), 42])
      expect(readToolDefinition(defined({ name }), [])).toEqual({ problem: "nameInvalid" });
    expect(readToolDefinition(defined({ name: `A-z_09${"x".repeat(58)}` }), [])).toHaveProperty("tool");
  });

  it("refuses the name of another tool already offered", () => {
    expect(readToolDefinition(defined({ name: "ping" }), ["lookup_order", "ping"])).toEqual({
      problem: "nameTaken",
    });
  });

  it("refuses a description that is not text", () => {
    expect(readToolDefinition(defined({ name: "ping", description: ["Pings."] }), [])).toEqual({
      problem: "descriptionNotText",
    });
  });

  it("refuses parameters that are not an object schema of type object", () => {
    for (const parameters of [null, "string", { type: "string" }, { properties: {} }, [LOOKUP]])
      expect(readToolDefinition(defined({ name: "ping", parameters }), [])).toEqual({
        problem: "parametersNotObjectSchema",
      });
  });
});

describe("the tool templates", () => {
  it("are each a tool a person can offer as it is, under a name of its own", () => {
    const names: string[] = [];
    for (const template of TOOL_TEMPLATES) {
      const read = readToolDefinition(template.definition, names);
      expect(read, template.id).toHaveProperty("tool");
      if ("tool" in read) names.push(read.tool.function.name);
    }
    expect(TOOL_TEMPLATES.map((template) => template.id)).toEqual([
      "weather",
      "calculator",
      "webSearch",
      "currentTime",
    ]);
  });

  it("are pretty-printed for the person to edit", () => {
    for (const template of TOOL_TEMPLATES)
      expect(template.definition).toBe(JSON.stringify(JSON.parse(template.definition), null, 2));
  });

  it("start with get_weather, which needs a location and may take a unit of celsius or fahrenheit", () => {
    const weather = TOOL_TEMPLATES.find((template) => template.id === "weather");
    expect(JSON.parse(weather?.definition ?? "null")).toMatchObject({
      name: "get_weather",
      parameters: {
        type: "object",
        properties: {
          location: { type: "string" },
          unit: { type: "string", enum: ["celsius", "fahrenheit"] },
        },
        required: ["location"],
      },
    });
  });
});

describe("reading a tool a person defined, in detail", () => {
  it("refuses a null name as missing", () => {
    expect(readToolDefinition(defined({ name: null }), [])).toEqual({ problem: "nameMissing" });
  });

  it("keeps a strict flag of false, and leaves out one that is no boolean", () => {
    expect(readToolDefinition(defined({ name: "ping", strict: false }), [])).toEqual({
      tool: { type: "function", function: { name: "ping", strict: false } },
    });
    expect(readToolDefinition(defined({ name: "ping", strict: "yes" }), [])).toEqual({
      tool: { type: "function", function: { name: "ping" } },
    });
  });

  it("reads the object itself when its function part is no object, or its type is not function", () => {
    expect(readToolDefinition(defined({ type: "function", name: "ping", function: "pong" }), [])).toEqual({
      tool: { type: "function", function: { name: "ping" } },
    });
    expect(
      readToolDefinition(defined({ type: "tool", name: "ping", function: { name: "pong" } }), []),
    ).toEqual({
      tool: { type: "function", function: { name: "ping" } },
    });
  });

  it("takes an empty description and the smallest object schema", () => {
    expect(
      readToolDefinition(defined({ name: "p", description: "", parameters: { type: "object" } }), []),
    ).toEqual({
      tool: { type: "function", function: { name: "p", description: "", parameters: { type: "object" } } },
    });
  });

  it("checks the name before whether it is taken, and the description before the parameters", () => {
    expect(readToolDefinition(defined({ name: "a b" }), ["a b"])).toEqual({ problem: "nameInvalid" });
    expect(readToolDefinition(defined({ name: "ping", description: 1, parameters: 1 }), [])).toEqual({
      problem: "descriptionNotText",
    });
    expect(readToolDefinition(defined({ name: "ping", description: 1 }), ["ping"])).toEqual({
      problem: "nameTaken",
    });
  });
});
