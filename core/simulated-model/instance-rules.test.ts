import { describe, expect, it } from "vitest";
import { jsonSchemaInstance } from "./json-schema-instance.ts";
import { minimalDepths, typeDepth } from "./minimal-depths.ts";
import { readSchema } from "./read-schema.ts";
import type { TypedNode } from "./schema-node.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

const always = (draw: number) => () => draw;
const LOWEST = always(0);
const HIGHEST = always(0.999_999);
const integers = (count: number) => ({
  type: "array",
  items: { type: "integer", minimum: 1, maximum: 1 },
  minItems: count,
  maxItems: count,
});

function refusal(schema: unknown, random = LOWEST, path?: string): UnsupportedSchema {
  try {
    jsonSchemaInstance(schema, random, path === undefined ? {} : { path });
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedSchema);
    return error as UnsupportedSchema;
  }
  throw new Error("a value was written");
}

describe("a value written for a schema", () => {
  it("is plain words for a schema that allows anything, suggested only for a property", () => {
    const suggestString = (name: string, description: string) => `${name}|${description}`;
    expect(jsonSchemaInstance(true, LOWEST, { suggestString })).toBe("amber");
    expect(
      jsonSchemaInstance({ type: "object", properties: { note: {} }, required: ["note"] }, LOWEST, {
        suggestString,
      }),
    ).toEqual({ note: "note|" });
    expect(
      jsonSchemaInstance({ type: "object", properties: { note: {} }, required: ["note"] }, LOWEST),
    ).toEqual({ note: "amber" });
    expect(jsonSchemaInstance({ type: "string" }, LOWEST, { suggestString: () => null })).toBe("amber");
    expect(
      jsonSchemaInstance({ type: "array", items: { type: "string" }, minItems: 1, maxItems: 1 }, LOWEST, {
        suggestString,
      }),
    ).toEqual(["amber"]);
  });

  it("is a copy of a listed value, never the schema's own", () => {
    const listed = { a: [1] };
    const value = jsonSchemaInstance({ enum: [listed] }, LOWEST);
    expect(value).toEqual(listed);
    expect(value).not.toBe(listed);
  });

  it("is a list of its minimum length and up to three entries more, within its maximum", () => {
    const list = (schema: object, random: () => number) =>
      (jsonSchemaInstance({ type: "array", ...schema }, random) as unknown[]).length;
    expect(list({}, LOWEST)).toBe(0);
    expect(list({}, HIGHEST)).toBe(3);
    expect(list({ minItems: 2 }, HIGHEST)).toBe(5);
    expect(list({ minItems: 2, maxItems: 3 }, HIGHEST)).toBe(3);
    expect(list({ minItems: 2, maxItems: 2 }, HIGHEST)).toBe(2);
    expect(list({ items: false }, HIGHEST)).toBe(0);
  });

  it("is an object with its required properties, and most optional ones", () => {
    const schema = { type: "object", properties: { a: { const: 1 }, b: { const: 2 } }, required: ["b"] };
    expect(jsonSchemaInstance(schema, LOWEST)).toEqual({ a: 1, b: 2 });
    expect(jsonSchemaInstance(schema, always(0.5999))).toEqual({ a: 1, b: 2 });
    expect(jsonSchemaInstance(schema, always(0.6))).toEqual({ b: 2 });
    expect(jsonSchemaInstance({ ...schema, properties: { ...schema.properties, c: false } }, LOWEST)).toEqual(
      { a: 1, b: 2 },
    );
  });

  it("fills a required name with no schema of its own from additionalProperties", () => {
    const schema = {
      type: "object",
      required: ["x"],
      additionalProperties: { type: "integer", minimum: 5, maximum: 5 },
    };
    expect(jsonSchemaInstance(schema, LOWEST)).toEqual({ x: 5 });
    expect(jsonSchemaInstance({ type: "object", required: ["x"] }, LOWEST)).toEqual({ x: "amber" });
  });

  it("keeps a property called __proto__ as a property", () => {
    const value = jsonSchemaInstance(
      { type: "object", properties: { ["__proto__"]: { const: 1 } }, required: ["__proto__"] },
      LOWEST,
    ) as object;
    expect(Object.getOwnPropertyNames(value)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(JSON.stringify(value)).toBe('{"__proto__":1}');
  });

  it("is null a fifth of the time when the schema allows null beside other types", () => {
    const nullable = { type: ["string", "null"] };
    expect(jsonSchemaInstance(nullable, always(0.1999))).toBeNull();
    expect(jsonSchemaInstance(nullable, always(0.2))).toBe("cloud");
    expect(jsonSchemaInstance({ type: ["string", "integer"] }, always(0.1))).toBe("beacon");
    expect(jsonSchemaInstance({ type: "null" }, HIGHEST)).toBeNull();
  });

  it("is a boolean drawn with even chances", () => {
    expect(jsonSchemaInstance({ type: "boolean" }, always(0.4999))).toBe(true);
    expect(jsonSchemaInstance({ type: "boolean" }, always(0.5))).toBe(false);
  });

  it("takes a branch or a type that can finish, passing by those that cannot", () => {
    expect(jsonSchemaInstance({ anyOf: [false, { const: 3 }] }, LOWEST)).toBe(3);
    expect(
      jsonSchemaInstance(
        {
          type: ["object", "integer"],
          required: ["a"],
          additionalProperties: false,
          properties: { a: false },
          minimum: 4,
          maximum: 4,
        },
        LOWEST,
      ),
    ).toBe(4);
  });

  it("leaves out optional properties and extra entries once it has written two thousand values", () => {
    // The root, the first list and its 1,000 entries, the second list and its entries, then the tail itself.
    const schema = (count: number) => ({
      type: "object",
      properties: {
        first: integers(1_000),
        second: integers(count),
        tail: {
          type: "object",
          properties: { extra: { const: "x" }, more: { type: "array", items: { const: 0 } } },
        },
      },
      required: ["first", "second", "tail"],
    });
    const tailOf = (count: number) =>
      (jsonSchemaInstance(schema(count), always(0.5)) as { tail: object }).tail;
    expect(tailOf(994)).toEqual({ extra: "x", more: [0, 0] });
    expect(tailOf(995)).toEqual({ extra: "x", more: [] });
    expect(tailOf(996)).toEqual({ extra: "x", more: [] });
    expect(tailOf(997)).toEqual({});
  });

  it("refuses to write more than twenty thousand values or a million characters", () => {
    const nested = (outer: number, inner: number) => ({
      type: "array",
      items: integers(inner),
      minItems: outer,
      maxItems: outer,
    });
    expect(Array.isArray(jsonSchemaInstance(nested(1_000, 18), LOWEST))).toBe(true);
    const tooMany = refusal(nested(1_000, 19), LOWEST, "p");
    expect(tooMany.message).toBe("p asks for a larger value than the simulated provider writes");
    const words = (count: number) => ({
      type: "array",
      items: { type: "string", minLength: 10_000, maxLength: 10_000 },
      minItems: count,
      maxItems: count,
    });
    expect((jsonSchemaInstance(words(100), LOWEST) as string[]).join("")).toHaveLength(1_000_000);
    expect(refusal(words(101)).message).toBe(
      "schema asks for a larger value than the simulated provider writes",
    );
  });

  it("writes twenty thousand values exactly, and refuses one more", () => {
    // The root, the outer list, its 1,000 lists of 18 entries each, then a list of `count` entries.
    const schema = (count: number) => ({
      type: "object",
      properties: {
        a: { type: "array", items: integers(18), minItems: 1_000, maxItems: 1_000 },
        b: integers(count),
      },
      required: ["a", "b"],
    });
    expect((jsonSchemaInstance(schema(997), LOWEST) as { b: number[] }).b).toHaveLength(997);
    expect(refusal(schema(998)).message).toBe(
      "schema asks for a larger value than the simulated provider writes",
    );
  });

  it("takes the shortest way to a finished value from the twelfth level on", () => {
    const nested = {
      anyOf: [{ type: "array", items: { $ref: "#" }, minItems: 1, maxItems: 1 }, { type: "null" }],
    };
    expect(JSON.stringify(jsonSchemaInstance(nested, LOWEST))).toBe("[[[[null]]]]");
    const nullable = { type: ["array", "null"], items: { $ref: "#" }, minItems: 1, maxItems: 1 };
    expect(JSON.stringify(jsonSchemaInstance(nullable, always(0.3)))).toBe("[[[[[[null]]]]]]");
  });

  it.each([
    [false, "p accepts no value"],
    [
      { type: "object", properties: { a: false }, required: ["a"] },
      "p has no value within the 200 levels the simulated provider writes: it recurses without end or nests too deeply",
    ],
    [
      { type: "integer", multipleOf: 2, minimum: 3, maximum: 3 },
      "p has no number that meets its bounds and multipleOf",
    ],
    [
      { type: "string", format: "date", maxLength: 5 },
      "p.format has no string within minLength and maxLength",
    ],
    [
      { type: "object", properties: { a: { $ref: "#/properties/a" } }, required: ["a"] },
      "p has no value within the 200 levels the simulated provider writes: it recurses without end or nests too deeply",
    ],
  ])("refuses a schema no value can meet, naming where (%#)", (schema, message) => {
    expect(refusal(schema, LOWEST, "p").message).toBe(message);
  });

  it("names the schema's place as `schema` when not told", () => {
    expect(refusal(false).message).toBe("schema accepts no value");
  });
});

describe("how deep a value must go", () => {
  const depthsOf = (schema: unknown, deepest = 200) => {
    const { root, nodes } = readSchema(schema, "s");
    return { root, depthOf: minimalDepths(nodes, deepest) };
  };

  it("is 0 for a scalar or a listed value, one more for each list or object around it, and for a reference", () => {
    const depth = (schema: unknown) => {
      const { root, depthOf } = depthsOf(schema);
      return depthOf(root);
    };
    expect(depth({ type: "string" })).toBe(0);
    expect(depth({ const: 1 })).toBe(0);
    expect(depth(true)).toBe(0);
    expect(depth(false)).toBe(Number.POSITIVE_INFINITY);
    expect(depth({ type: "array" })).toBe(1);
    expect(depth({ type: "array", minItems: 1, items: { type: "array", minItems: 1 } })).toBe(2);
    expect(depth({ type: "object" })).toBe(1);
    expect(
      depth({ type: "object", properties: { a: { type: "object", required: ["b"] } }, required: ["a"] }),
    ).toBe(2);
    expect(
      depth({ anyOf: [{ type: "array", minItems: 1, items: { type: "object" } }, { type: "object" }] }),
    ).toBe(2);
    expect(depth({ $ref: "#/$defs/a", $defs: { a: { type: "string" } } })).toBe(1);
    expect(depth({ type: ["object", "string"], required: ["a"] })).toBe(0);
  });

  it("is endless for a schema that can only recurse, or deeper than the limit", () => {
    const { root, depthOf } = depthsOf({ type: "object", properties: { a: { $ref: "#" } }, required: ["a"] });
    expect(depthOf(root)).toBe(Number.POSITIVE_INFINITY);
    const deep = {
      type: "array",
      minItems: 1,
      items: { type: "array", minItems: 1, items: { type: "array", minItems: 1 } },
    };
    const enough = depthsOf(deep, 3);
    expect(enough.depthOf(enough.root)).toBe(3);
    const limited = depthsOf(deep, 2);
    expect(limited.depthOf(limited.root)).toBe(Number.POSITIVE_INFINITY);
  });

  it("is one plus the deepest required property for an object, and a required name without a schema where none is allowed is endless", () => {
    const { root, depthOf } = depthsOf({
      type: "object",
      properties: { a: { type: "array" } },
      required: ["a"],
    });
    const node = root as TypedNode;
    expect(typeDepth(node, "object", depthOf)).toBe(2);
    expect(typeDepth(node, "string", depthOf)).toBe(0);
    const closed = { ...node, object: { ...node.object, required: ["b"], additional: null } };
    expect(typeDepth(closed, "object", depthOf)).toBe(Number.POSITIVE_INFINITY);
  });
});
