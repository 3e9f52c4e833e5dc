import { describe, expect, it } from "vitest";
import { SAMPLE_API_DOCUMENT } from "./api-document.fixture.test-helper.ts";
import { exampleOf, mainType, readableSchema, resolvedSchema, schemaFields } from "./json-schema-reading.ts";
import type { JsonSchema, OpenApiDocument } from "./openapi-document.ts";

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

function documentWith(schemas: Record<string, JsonSchema>): OpenApiDocument {
  return { ...SAMPLE_API_DOCUMENT, components: { schemas } };
}

describe("following references", () => {
  it("decodes a JSON pointer's escapes and percent-encoding", () => {
    const document = documentWith({ "a/b~c d": { type: "integer" } });
    expect(resolvedSchema(document, { $ref: "#/components/schemas/a~1b~0c%20d" })).toEqual({
      type: "integer",
    });
  });

  it("names a schema only by the whole reference, a # inside it included", () => {
    expect(resolvedSchema(documentWith({ ab: { type: "integer" } }), { $ref: "a#b" })).toBeNull();
  });

  it("finds a schema by an $id given with or without its #", () => {
    const document = documentWith({ "def-1": { $id: "Plan#", type: "string" } });
    expect(resolvedSchema(document, { $ref: "Plan#" })?.type).toBe("string");
  });

  it("follows up to six references in a row, not seven", () => {
    const chain = (length: number) =>
      documentWith(
        Object.fromEntries(
          Array.from({ length }, (_, i) => [
            `R${i + 1}`,
            i + 1 < length ? { $ref: `#/components/schemas/R${i + 2}` } : { type: "boolean" },
          ]),
        ),
      );
    expect(resolvedSchema(chain(6), { $ref: "#/components/schemas/R1" })).toEqual({ type: "boolean" });
    expect(resolvedSchema(chain(7), { $ref: "#/components/schemas/R1" })).toBeNull();
  });

  it("gives nothing for no schema, and a schema without a reference as it is", () => {
    expect(resolvedSchema(SAMPLE_API_DOCUMENT, undefined)).toBeNull();
    const plain = { type: "number" };
    expect(resolvedSchema(SAMPLE_API_DOCUMENT, plain)).toBe(plain);
  });
});

describe("a schema's main type", () => {
  it("is its type, the first not null of a list, or object when it has properties", () => {
    expect(mainType({ type: "string" })).toBe("string");
    expect(mainType({ type: ["null", "integer"] })).toBe("integer");
    expect(mainType({ type: ["null"] })).toBe("null");
    expect(mainType({ type: ["null"], properties: {} })).toBe("object");
    expect(mainType({ properties: { a: {} } })).toBe("object");
    expect(mainType({})).toBeNull();
  });
});

describe("a schema as one readable shape", () => {
  const document = documentWith({ Money: { type: "number", minimum: 1 }, Nothing: { type: "null" } });

  it("takes the first alternative that is not null, following references", () => {
    expect(
      readableSchema(document, { oneOf: [{ type: "null" }, { $ref: "#/components/schemas/Money" }] }),
    ).toEqual({ type: "number", minimum: 1 });
    expect(
      readableSchema(document, { anyOf: [{ $ref: "#/components/schemas/Nope" }, { type: "string" }] }),
    ).toEqual({ type: "string" });
  });

  it("stays itself when every alternative is null", () => {
    const onlyNull = { oneOf: [{ $ref: "#/components/schemas/Nothing" }] };
    expect(readableSchema(document, onlyNull)).toBe(onlyNull);
  });

  it("merges allOf's parts, their properties and their required fields", () => {
    const readable = readableSchema(document, {
      required: ["a"],
      properties: { a: { type: "string" } },
      allOf: [
        { required: ["b"], properties: { b: { type: "integer" } } },
        { $ref: "#/components/schemas/Nope" },
        { properties: { c: { type: "boolean" } } },
      ],
    });
    expect(readable).toMatchObject({
      required: ["a", "b"],
      properties: { a: { type: "string" }, b: { type: "integer" }, c: { type: "boolean" } },
    });
    expect(readable?.allOf).toBeUndefined();
  });
});

describe("an example built from a schema", () => {
  const document = documentWith({});
  const example = (schema: JsonSchema) => exampleOf(document, schema);

  it("takes the first of the schema's examples, then its default, then its const, then its first allowed value", () => {
    expect(example({ type: "string", examples: ["first", "second"], default: "d" })).toBe("first");
    expect(example({ type: "string", examples: [], default: "d" })).toBe("d");
    expect(example({ type: "string", const: "fixed", enum: ["x"] })).toBe("fixed");
    expect(example({ type: "string", enum: ["x", "y"] })).toBe("x");
    expect(example({ type: "boolean", default: false, example: true })).toBe(true);
  });

  it("writes each kind of value plainly", () => {
    expect(example({ type: "integer" })).toBe(0);
    expect(example({ type: "number", minimum: 0.5 })).toBe(0.5);
    expect(example({ type: "boolean" })).toBe(false);
    expect(example({ type: "array" })).toEqual([]);
    expect(example({ type: "array", items: { type: "integer", minimum: 3 } })).toEqual([3]);
    expect(example({ type: "null" })).toBeNull();
    expect(example({})).toBeNull();
    expect(exampleOf(document, undefined)).toBeNull();
  });

  it("writes a string in its format's example shape", () => {
    expect(
      ["date-time", "date", "email", "uri", "url", "uuid", "binary", "hostname"].map((format) =>
        example({ type: "string", format }),
      ),
    ).toEqual([
      "2025-01-31T09:30:00.000Z",
      "2025-01-31",
      "person@example.com",
      "https://example.com",
      "https://example.com",
      "00000000-0000-4000-8000-000000000000",
      "document.pdf",
      "string",
    ]);
  });

  it("writes a text that must be longer than the word string as a sentence, padded to its least length", () => {
    expect(example({ type: "string", minLength: 6 })).toBe("string");
    expect(example({ type: "string", minLength: 7 })).toBe("Example text");
    expect(example({ type: "string", minLength: 15 })).toBe("Example text...");
  });

  it("holds an object's required properties and the optional ones given an example or default", () => {
    expect(
      example({
        type: "object",
        required: ["id"],
        properties: {
          id: { type: "string" },
          bare: { type: "string" },
          withDefault: { type: "integer", default: 5 },
          withExample: { type: "string", example: "e" },
        },
      }),
    ).toEqual({ id: "string", withDefault: 5, withExample: "e" });
  });

  it("leaves out an optional property whose reference leads nowhere", () => {
    expect(
      example({
        type: "object",
        required: ["id"],
        properties: { id: { type: "integer" }, lost: { $ref: "#/components/schemas/Nope" } },
      }),
    ).toEqual({ id: 0 });
  });

  it("stops nesting past six levels", () => {
    let schema: JsonSchema = { type: "integer" };
    for (let level = 0; level < 8; level++) schema = { type: "object", properties: { inner: schema } };
    expect(JSON.stringify(example(schema))).toBe(
      '{"inner":{"inner":{"inner":{"inner":{"inner":{"inner":{"inner":null}}}}}}}',
    );
  });
});

describe("a schema's fields", () => {
  const document = documentWith({
    Role: { type: "string", enum: ["user", 2], description: "Who speaks" },
  });

  it("tell each field's format, nullability, description, allowed values and limits", () => {
    const [name, role, count, untyped] = schemaFields(document, {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: ["string", "null"], format: "email", minLength: 3, maxLength: 40 },
        role: { $ref: "#/components/schemas/Role" },
        count: {
          anyOf: [{ type: "integer", minimum: 1, maximum: 9 }, { type: "null" }],
          description: "How many",
        },
        untyped: {},
      },
    });
    expect(name).toEqual({
      name: "name",
      type: "string (email)",
      required: true,
      nullable: true,
      description: null,
      allowed: [],
      minimum: null,
      maximum: null,
      minLength: 3,
      maxLength: 40,
    });
    expect(role).toMatchObject({
      type: "string",
      required: false,
      nullable: false,
      description: "Who speaks",
      allowed: ["user", "2"],
    });
    expect(count).toMatchObject({
      type: "integer",
      nullable: true,
      description: "How many",
      minimum: 1,
      maximum: 9,
    });
    expect(untyped).toMatchObject({ type: "any", nullable: false });
  });

  it("list no nested fields under a list of texts, and the fields of a list of objects with []", () => {
    const fields = schemaFields(document, {
      type: "object",
      properties: {
        tags: { type: "array", items: { type: "string" } },
        rows: { type: "array", items: { type: "object", properties: { id: { type: "string" } } } },
      },
    });
    expect(fields.map((field) => field.name)).toEqual(["tags", "rows", "rows[].id"]);
  });

  it("are none for a schema that leads nowhere, and stop past six levels of nesting", () => {
    expect(schemaFields(document, { $ref: "#/components/schemas/Nope" })).toEqual([]);
    let schema: JsonSchema = { type: "integer" };
    for (let level = 0; level < 9; level++) schema = { type: "object", properties: { inner: schema } };
    const deepest = schemaFields(document, schema).at(-1)?.name ?? "";
    expect(deepest.split(".")).toHaveLength(7);
  });
});
