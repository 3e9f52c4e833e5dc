import { describe, expect, it } from "vitest";
import { SAMPLE_API_DOCUMENT } from "./api-document.fixture.test-helper.ts";
import { exampleOf, resolvedSchema, schemaFields } from "./json-schema-reading.ts";
import type { OpenApiDocument } from "./openapi-document.ts";

describe("reading the document's schemas", () => {
  it("follows a reference by JSON pointer or by $id, and gives up on one that leads nowhere", () => {
    const document: OpenApiDocument = {
      ...SAMPLE_API_DOCUMENT,
      components: { schemas: { "def-0": { $id: "Tier", type: "object" } } },
    };
    expect(resolvedSchema(document, { $ref: "#/components/schemas/def-0" })?.$id).toBe("Tier");
    expect(resolvedSchema(document, { $ref: "Tier#" })?.$id).toBe("Tier");
    expect(resolvedSchema(document, { $ref: "#/components/schemas/Nope" })).toBeNull();
  });

  it("does not loop on a schema that refers to itself", () => {
    const document: OpenApiDocument = {
      ...SAMPLE_API_DOCUMENT,
      components: {
        schemas: {
          Node: { type: "object", properties: { child: { $ref: "#/components/schemas/Node" } } },
          Loop: { $ref: "#/components/schemas/Loop" },
        },
      },
    };
    expect(resolvedSchema(document, { $ref: "#/components/schemas/Loop" })).toBeNull();
    expect(JSON.stringify(exampleOf(document, { $ref: "#/components/schemas/Node" }))).toContain('"child"');
  });

  it("builds an example from types, preferring the schema's example, default and first allowed value", () => {
    // Without a list of required properties, every property is shown; with one, the optional ones without an
    // example of their own (merged's extra) are left out.
    expect(
      exampleOf(SAMPLE_API_DOCUMENT, {
        type: "object",
        properties: {
          size: { type: "integer", minimum: 1 },
          kind: { type: "string", enum: ["a", "b"] },
          on: { type: "boolean", default: true },
          note: { type: ["null", "string"], example: "hello" },
          tags: { type: "array", items: { type: "string" } },
          merged: {
            allOf: [{ $ref: "#/components/schemas/ApiKey" }, { properties: { extra: { type: "number" } } }],
          },
          either: { anyOf: [{ type: "null" }, { type: "string", format: "date" }] },
        },
      }),
    ).toEqual({
      size: 1,
      kind: "a",
      on: true,
      note: "hello",
      tags: ["string"],
      merged: { id: "string", value: "string", createdAt: "2025-01-31T09:30:00.000Z" },
      either: "2025-01-31",
    });
  });

  it("lists a body's fields with nested ones after their parent, and their rules", () => {
    const fields = schemaFields(SAMPLE_API_DOCUMENT, { $ref: "#/components/schemas/ChatCompletionBody" });
    expect(fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ["model", "string", true],
      ["messages", "array", true],
      ["messages[].role", "string", true],
      ["messages[].content", "string", true],
      ["temperature", "number", false],
      ["stream", "boolean", false],
    ]);
    expect(fields.find((field) => field.name === "messages[].role")?.allowed).toEqual([
      "system",
      "user",
      "assistant",
    ]);
    expect(fields.find((field) => field.name === "messages[].content")?.nullable).toBe(true);
    expect(fields.find((field) => field.name === "temperature")).toMatchObject({ minimum: 0, maximum: 2 });
    expect(fields[0]?.description).toBe("A catalogue model, or Best Available");
  });

  it("lists the fields of a list's items", () => {
    expect(
      schemaFields(SAMPLE_API_DOCUMENT, {
        type: "array",
        items: { $ref: "#/components/schemas/ApiKey" },
      }).map((field) => [field.name, field.type]),
    ).toEqual([
      ["[].id", "string"],
      ["[].value", "string"],
      ["[].createdAt", "string (date-time)"],
    ]);
  });
});
