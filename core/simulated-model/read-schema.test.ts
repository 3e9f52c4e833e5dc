import { describe, expect, it } from "vitest";
import { readSchema } from "./read-schema.ts";
import { UNSUPPORTED_KEYWORDS } from "./schema-keywords.ts";
import type { LiteralNode, TypedNode } from "./schema-node.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

const AT = "schema";
const TYPES = "string, number, integer, boolean, object, array, null";

function refusal(schema: unknown): string {
  try {
    readSchema(schema, AT);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedSchema);
    return (error as UnsupportedSchema).message;
  }
  throw new Error("the schema was read");
}

const rootOf = (schema: unknown) => readSchema(schema, AT).root;
const typed = (schema: unknown) => rootOf(schema) as TypedNode;

function nestedItems(levels: number): unknown {
  let schema: unknown = { type: "string" };
  for (let level = 0; level < levels; level++) schema = { type: "array", items: schema };
  return schema;
}

describe("reading a JSON schema", () => {
  it.each([
    [[{ type: "string" }], `${AT} is not a JSON schema (an object or a boolean)`],
    [null, `${AT} is not a JSON schema (an object or a boolean)`],
    [{ type: "text" }, `${AT}.type must name JSON types (${TYPES})`],
    [{ type: [] }, `${AT}.type must name JSON types (${TYPES})`],
    [{ type: ["string", "date"] }, `${AT}.type must name JSON types (${TYPES})`],
    [
      { $ref: "#", type: "string", minLength: 1 },
      `${AT}.$ref beside type, minLength is not supported by the simulated provider`,
    ],
    [{ $ref: 3 }, `${AT}.$ref must be a string`],
    [
      { $ref: "#foo" },
      `${AT}.$ref "#foo" is not supported by the simulated provider: only references inside the schema, like #/$defs/name`,
    ],
    [{ $ref: "#/$defs/a~1b" }, `${AT}.$ref "#/$defs/a~1b" points to nothing in the schema`],
    [
      { $ref: "#/$defs/x/y", $defs: { x: "text" } },
      `${AT}.$ref "#/$defs/x/y" points to nothing in the schema`,
    ],
    [{ $ref: "#/$defs/x/y", $defs: { x: null } }, `${AT}.$ref "#/$defs/x/y" points to nothing in the schema`],
    [
      { allOf: [{ type: "string" }, { minLength: 1 }] },
      `${AT}.allOf with other than one schema is not supported by the simulated provider`,
    ],
    [
      { allOf: { type: "string" } },
      `${AT}.allOf with other than one schema is not supported by the simulated provider`,
    ],
    [{ allOf: [{ type: "strin" }] }, `${AT}.allOf[0].type must name JSON types (${TYPES})`],
    [
      { allOf: [{ $ref: "#" }], anyOf: [true] },
      `${AT}.allOf beside anyOf is not supported by the simulated provider`,
    ],
    [{ anyOf: [] }, `${AT}.anyOf must be a non-empty list of schemas`],
    [{ anyOf: { type: "string" } }, `${AT}.anyOf must be a non-empty list of schemas`],
    [{ anyOf: [true, { type: 1 }] }, `${AT}.anyOf[1].type must name JSON types (${TYPES})`],
    [{ anyOf: [true], type: "string" }, `${AT}.anyOf beside type is not supported by the simulated provider`],
    [{ const: "a", enum: ["b"] }, `${AT}.const has no value that also meets the schema's other keywords`],
    [{ enum: ["ab"], maxLength: 1 }, `${AT}.enum has no value that also meets the schema's other keywords`],
    [{ enum: [] }, `${AT}.enum must be a non-empty list`],
    [{ enum: "a" }, `${AT}.enum must be a non-empty list`],
    [{ type: "string", minLength: 3, maxLength: 2 }, `${AT}.minLength is above maxLength, so no string fits`],
    [{ type: "array", minItems: 3, maxItems: 2 }, `${AT}.minItems is above maxItems, so no list fits`],
    [{ type: "number", multipleOf: 0 }, `${AT}.multipleOf must be greater than 0`],
    [{ type: "number", multipleOf: -2 }, `${AT}.multipleOf must be greater than 0`],
    [{ type: "number", minimum: "1" }, `${AT}.minimum must be a number`],
    [{ type: "number", maximum: Number.POSITIVE_INFINITY }, `${AT}.maximum must be a number`],
    [{ type: "number", exclusiveMinimum: null }, `${AT}.exclusiveMinimum must be a number`],
    [{ type: "number", exclusiveMaximum: Number.NaN }, `${AT}.exclusiveMaximum must be a number`],
    [{ type: "string", minLength: -1 }, `${AT}.minLength must be a whole number, 0 or more`],
    [{ type: "string", maxLength: 1.5 }, `${AT}.maxLength must be a whole number, 0 or more`],
    [{ type: "array", minItems: "2" }, `${AT}.minItems must be a whole number, 0 or more`],
    [
      { type: "string", minLength: 10_001 },
      `${AT}.minLength is above the 10000 the simulated provider writes`,
    ],
    [{ type: "array", minItems: 1_001 }, `${AT}.minItems is above the 1000 the simulated provider writes`],
    [{ type: "object", properties: ["a"] }, `${AT}.properties must be an object of schemas`],
    [{ type: "object", properties: null }, `${AT}.properties must be an object of schemas`],
    [{ type: "object", required: "a" }, `${AT}.required must be a list of property names`],
    [{ type: "object", required: ["a", 1] }, `${AT}.required must be a list of property names`],
    [
      { type: "object", properties: { a: true }, required: ["a", "b"], additionalProperties: false },
      `${AT}.required names "b", which additionalProperties: false forbids`,
    ],
    [
      { type: "object", additionalProperties: { type: "nothing" } },
      `${AT}.additionalProperties.type must name JSON types (${TYPES})`,
    ],
    [
      { type: "array", items: [true] },
      `${AT}.items as a list of schemas (a tuple) is not supported by the simulated provider`,
    ],
    [{ type: "array", items: 5 }, `${AT}.items is not a JSON schema (an object or a boolean)`],
    [{ type: "string", format: 3 }, `${AT}.format 3 is not supported by the simulated provider`],
    [{ type: "string", format: "phone" }, `${AT}.format "phone" is not supported by the simulated provider`],
    [
      { type: "string", pattern: "^a", format: "phone" },
      `${AT}.pattern is not supported by the simulated provider`,
    ],
    [
      { type: "string", pattern: "^a", format: 1 },
      `${AT}.pattern is not supported by the simulated provider`,
    ],
    [{ type: "array", uniqueItems: true }, `${AT}.uniqueItems is not supported by the simulated provider`],
    [
      nestedItems(65),
      `${AT}${".items".repeat(65)} nests deeper than the 64 levels the simulated provider follows`,
    ],
  ])("refuses a malformed or unsupported schema, naming its keyword (%#)", (schema, message) => {
    expect(refusal(schema)).toBe(message);
  });

  it.each([...UNSUPPORTED_KEYWORDS])("refuses the keyword %s, which values would not follow", (keyword) => {
    expect(refusal({ type: "object", properties: { a: { [keyword]: 1 } } })).toBe(
      `${AT}.properties.a.${keyword} is not supported by the simulated provider`,
    );
  });

  it.each([
    "type",
    "enum",
    "const",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "minItems",
    "maxItems",
    "minLength",
    "maxLength",
    "format",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
  ])("refuses anyOf beside the constraint %s, which it would have to merge", (keyword) => {
    expect(refusal({ anyOf: [true], [keyword]: 1 })).toBe(
      `${AT}.anyOf beside ${keyword} is not supported by the simulated provider`,
    );
  });

  it("refuses a reference beside anyOf or allOf", () => {
    expect(refusal({ $ref: "#", anyOf: [true] })).toBe(
      `${AT}.$ref beside anyOf is not supported by the simulated provider`,
    );
    expect(refusal({ $ref: "#", allOf: [true] })).toBe(
      `${AT}.$ref beside allOf is not supported by the simulated provider`,
    );
  });

  it("reads anyOf beside annotations, which ask nothing of the value", () => {
    expect(rootOf({ anyOf: [true], description: "d", title: "t", default: 1, $defs: {} }).kind).toBe("anyOf");
  });

  it("refuses a reference to a name the schema only inherits", () => {
    expect(refusal({ $ref: "#/$defs/constructor", $defs: {} })).toBe(
      `${AT}.$ref "#/$defs/constructor" points to nothing in the schema`,
    );
  });

  it("lets through what asks nothing more than what is followed anyway", () => {
    expect(rootOf({ type: "array", uniqueItems: false }).kind).toBe("typed");
    expect(typed({ type: "string", format: "email", pattern: "^.+@.+$" }).string.format).toBe("email");
    expect(rootOf(nestedItems(64)).kind).toBe("typed");
    expect(typed({ type: "string", minLength: 10_000, maxLength: 10_000 }).string).toEqual({
      minLength: 10_000,
      maxLength: 10_000,
      format: undefined,
    });
    expect(typed({ type: "array", minItems: 1_000, maxItems: 1_000 }).array.minItems).toBe(1_000);
    expect(typed({ type: "number", multipleOf: 0.001 }).number.multipleOf).toBe(0.001);
  });

  it("refuses a schema of more schemas than it reads", () => {
    const properties = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`p${index}`, {}]));
    expect(refusal({ type: "object", properties })).toBe(
      `${AT} holds more than the 20000 schemas the simulated provider reads`,
    );
    const fewer = Object.fromEntries(Array.from({ length: 19_997 }, (_, index) => [`p${index}`, {}]));
    expect(readSchema({ type: "object", properties: fewer }, AT).nodes).toHaveLength(19_999);
  });

  it("reads true and a schema of annotations only as any value, false as none", () => {
    expect(rootOf(true)).toEqual({ kind: "any", path: AT });
    expect(rootOf({ description: "anything", title: "x", $defs: {} })).toEqual({ kind: "any", path: AT });
    expect(rootOf(false)).toEqual({ kind: "never", path: AT });
  });

  it("infers the type from the keywords when none is given", () => {
    for (const keyword of ["properties", "required", "additionalProperties"])
      expect(typed({ [keyword]: keyword === "required" ? [] : {} }).types).toEqual(["object"]);
    for (const keyword of ["items", "minItems", "maxItems"])
      expect(typed({ [keyword]: keyword === "items" ? {} : 1 }).types).toEqual(["array"]);
    for (const keyword of ["minLength", "maxLength"])
      expect(typed({ [keyword]: 1 }).types).toEqual(["string"]);
    expect(typed({ format: "date" }).types).toEqual(["string"]);
    for (const keyword of ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"])
      expect(typed({ [keyword]: 1 }).types).toEqual(["number"]);
    expect(typed({ items: {}, minLength: 1 }).types).toEqual(["array"]);
    expect(typed({ minLength: 1, minimum: 1 }).types).toEqual(["string"]);
  });

  it("keeps a typed schema's rules, with defaults where they are absent", () => {
    const node = typed({
      type: ["string", "null"],
      description: "a name",
      minLength: 2,
      format: "uuid",
      minimum: 1,
      maximum: 9,
      exclusiveMinimum: 0,
      exclusiveMaximum: 10,
    });
    expect(node.types).toEqual(["string", "null"]);
    expect(node.description).toBe("a name");
    expect(node.string).toEqual({ minLength: 2, maxLength: undefined, format: "uuid" });
    expect(node.number).toEqual({
      minimum: 1,
      maximum: 9,
      exclusiveMinimum: 0,
      exclusiveMaximum: 10,
      multipleOf: undefined,
    });
    expect(node.array).toMatchObject({ minItems: 0, maxItems: undefined, items: { kind: "any" } });
    expect(node.object).toMatchObject({ required: [], additional: { kind: "any" } });
    expect(typed({ type: "integer", description: 5 }).description).toBe("");
    expect(typed({ type: "integer", format: "date" }).string.format).toBeUndefined();
    expect(typed({ type: "object", required: ["a", "a"] }).object.required).toEqual(["a"]);
    expect(typed({ type: "object", additionalProperties: true }).object.additional).toMatchObject({
      kind: "any",
    });
    expect(typed({ type: "object", additionalProperties: false }).object.additional).toBeNull();
    expect(
      typed({ type: "object", additionalProperties: { type: "string" } }).object.additional,
    ).toMatchObject({
      kind: "typed",
      path: `${AT}.additionalProperties`,
    });
  });

  it("names each part's path as the request holds it", () => {
    const node = typed({
      type: "object",
      properties: { a: { type: "array", items: { anyOf: [true, { $ref: "#" }] } }, "b c": true },
    });
    const a = node.object.properties.get("a") as TypedNode;
    expect(a.path).toBe(`${AT}.properties.a`);
    expect(a.array.items.path).toBe(`${AT}.properties.a.items`);
    expect(node.object.properties.get("b c")?.path).toBe(`${AT}.properties["b c"]`);
    const branches = a.array.items.kind === "anyOf" ? a.array.items.branches : [];
    expect(branches.map((branch) => branch.path)).toEqual([
      `${AT}.properties.a.items.anyOf[0]`,
      `${AT}.properties.a.items.anyOf[1]`,
    ]);
    expect(rootOf({ allOf: [{ type: "string" }] }).path).toBe(`${AT}.allOf[0]`);
  });

  it("follows references inside the schema, escaped names and list entries included", () => {
    const schema = {
      $defs: {
        "a/b": { type: "string" },
        "c~d": { type: "number" },
        "e f": { type: "boolean" },
        list: [{ type: "null" }],
      },
      anyOf: [
        { $ref: "#/$defs/a~1b" },
        { $ref: "#/$defs/c~0d" },
        { $ref: "#/$defs/e%20f" },
        { $ref: "#/$defs/list/0" },
        { $ref: "#" },
      ],
    };
    const root = rootOf(schema);
    const targets =
      root.kind === "anyOf"
        ? root.branches.map((branch) => (branch.kind === "ref" ? branch.target : branch))
        : [];
    expect(targets.map((target) => (target.kind === "typed" ? target.types : target.kind))).toEqual([
      ["string"],
      ["number"],
      ["boolean"],
      ["null"],
      "anyOf",
    ]);
    expect(targets.map((target) => target.path)).toEqual([
      `${AT}.$defs["a/b"]`,
      `${AT}.$defs["c~d"]`,
      `${AT}.$defs["e f"]`,
      `${AT}.$defs.list[0]`,
      AT,
    ]);
    expect(targets[4]).toBe(root);
  });

  it("keeps a name that is not percent-encoding as written", () => {
    const root = rootOf({ $defs: { "%E0%A4%A": { type: "string" } }, $ref: "#/$defs/%E0%A4%A" });
    expect(root.kind === "ref" && root.target.path).toBe(`${AT}.$defs["%E0%A4%A"]`);
  });

  it("reads one schema object once, however often it is used", () => {
    const shared = { type: "string" };
    const node = typed({ type: "object", properties: { a: shared, b: shared } });
    expect(node.object.properties.get("a")).toBe(node.object.properties.get("b"));
  });

  it("keeps the listed values that also meet the schema's other keywords", () => {
    const values = (schema: unknown) => (rootOf(schema) as LiteralNode).values;
    expect(values({ enum: ["a", "abc", 1, null], type: ["string", "null"], maxLength: 2 })).toEqual([
      "a",
      null,
    ]);
    expect(values({ const: "b", enum: ["a", "b"] })).toEqual(["b"]);
    expect(values({ const: { x: [1] }, enum: [{ x: [1] }] })).toEqual([{ x: [1] }]);
    expect(values({ const: 3 })).toEqual([3]);
    expect(values({ enum: [1, 2.5], type: "integer" })).toEqual([1]);
    expect(values({ enum: [1, 2.5], type: "number" })).toEqual([1, 2.5]);
  });
});
