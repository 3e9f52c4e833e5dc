import { describe, expect, it } from "vitest";
import { literalFits } from "./literal-fits.ts";
import { numberFits } from "./plausible-number.ts";
import { readSchema } from "./read-schema.ts";
import { sameJson } from "./same-json.ts";
import type { JsonTypeName, TypedNode } from "./schema-node.ts";
import { childPath } from "./schema-path.ts";

const ALL: readonly JsonTypeName[] = ["string", "number", "integer", "boolean", "object", "array", "null"];
const nodeOf = (schema: object) => readSchema({ type: ALL, ...schema }, "s").root as TypedNode;
const fits = (value: unknown, schema: object = {}, types: readonly JsonTypeName[] = ALL) =>
  literalFits(value, nodeOf(schema), types);

describe("a listed value that meets the schema's other keywords", () => {
  it("must be of a type the schema allows, an integer counting as a number", () => {
    expect(fits("a", {}, ["string"])).toBe(true);
    expect(fits("a", {}, ["number"])).toBe(false);
    expect(fits(2, {}, ["number"])).toBe(true);
    expect(fits(2, {}, ["integer"])).toBe(true);
    expect(fits(2.5, {}, ["integer"])).toBe(false);
    expect(fits(2.5, {}, ["number"])).toBe(true);
    expect(fits(true, {}, ["boolean"])).toBe(true);
    expect(fits(true, {}, ["string", "null"])).toBe(false);
    expect(fits(null, {}, ["null"])).toBe(true);
    expect(fits(null, {}, ["object"])).toBe(false);
    expect(fits([], {}, ["array"])).toBe(true);
    expect(fits([], {}, ["object"])).toBe(false);
    expect(fits({}, {}, ["object"])).toBe(true);
    expect(fits({}, {}, ["array"])).toBe(false);
  });

  it("is never a value JSON cannot hold", () => {
    expect(fits(Number.POSITIVE_INFINITY, {}, ["number"])).toBe(false);
    expect(fits(undefined)).toBe(false);
    expect(fits(() => 1)).toBe(false);
  });

  it("has a length within the bounds, counted in code points", () => {
    expect(fits("ab", { minLength: 2, maxLength: 2 })).toBe(true);
    expect(fits("a", { minLength: 2 })).toBe(false);
    expect(fits("abc", { maxLength: 2 })).toBe(false);
    expect(fits("😀😀", { maxLength: 2 })).toBe(true);
  });

  it("is a number within the bounds", () => {
    expect(fits(3, { minimum: 3, maximum: 3 })).toBe(true);
    expect(fits(2, { minimum: 3 })).toBe(false);
    expect(fits(4, { maximum: 3 })).toBe(false);
  });

  it("is a list of as many entries as the bounds allow", () => {
    expect(fits([1, 2], { minItems: 2, maxItems: 2 })).toBe(true);
    expect(fits([1], { minItems: 2 })).toBe(false);
    expect(fits([1, 2, 3], { maxItems: 2 })).toBe(false);
  });

  it("is an object with the required names and only the allowed ones", () => {
    expect(fits({ a: 1, b: 2 }, { required: ["a"] })).toBe(true);
    expect(fits({ b: 2 }, { required: ["a"] })).toBe(false);
    const closed = { properties: { a: true }, additionalProperties: false };
    expect(fits({ a: 1 }, closed)).toBe(true);
    expect(fits({}, closed)).toBe(true);
    expect(fits({ a: 1, b: 2 }, closed)).toBe(false);
  });
});

describe("a number meeting the rules", () => {
  it("is within the inclusive bounds, the bounds included", () => {
    expect(numberFits(1, { minimum: 1, maximum: 1 }, false)).toBe(true);
    expect(numberFits(0.99, { minimum: 1 }, false)).toBe(false);
    expect(numberFits(1.01, { maximum: 1 }, false)).toBe(false);
  });

  it("is strictly within the exclusive bounds", () => {
    expect(numberFits(1, { exclusiveMinimum: 1 }, false)).toBe(false);
    expect(numberFits(1.5, { exclusiveMinimum: 1, exclusiveMaximum: 2 }, false)).toBe(true);
    expect(numberFits(2, { exclusiveMaximum: 2 }, false)).toBe(false);
  });

  it("is whole when an integer is asked, and finite", () => {
    expect(numberFits(2, {}, true)).toBe(true);
    expect(numberFits(2.5, {}, true)).toBe(false);
    expect(numberFits(2.5, {}, false)).toBe(true);
    expect(numberFits(Number.NaN, {}, false)).toBe(false);
    expect(numberFits(Number.NEGATIVE_INFINITY, {}, false)).toBe(false);
  });

  it("is a multiple as validators compute it, within the quotients they can hold", () => {
    expect(numberFits(0.5, { multipleOf: 0.25 }, false)).toBe(true);
    expect(numberFits(-6, { multipleOf: 3 }, false)).toBe(true);
    expect(numberFits(7, { multipleOf: 3 }, false)).toBe(false);
    expect(numberFits(1e21, { multipleOf: 1 }, false)).toBe(false);
    expect(numberFits(-1e21, { multipleOf: 1 }, false)).toBe(false);
    expect(numberFits(1e20, { multipleOf: 1 }, false)).toBe(true);
  });
});

describe("JSON values compared as JSON Schema compares them", () => {
  it("are equal by value, whatever the key order", () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson("a", "a")).toBe(true);
    expect(sameJson([], [])).toBe(true);
  });

  it("differ by a value, a key, a count or a kind", () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 1 })).toBe(false);
    expect(sameJson([1, 2], [1])).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson({ 0: "a" }, ["a"])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson({}, null)).toBe(false);
    expect(sameJson(1, "1")).toBe(false);
    expect(sameJson("x", { length: 1 })).toBe(false);
    expect(sameJson({ length: 1 }, "x")).toBe(false);
  });
});

describe("the path of a part of a schema", () => {
  it("is written as a reader of the request would write it", () => {
    expect(childPath("s", "name")).toBe("s.name");
    expect(childPath("s", "n")).toBe("s.n");
    expect(childPath("s", "$ref")).toBe("s.$ref");
    expect(childPath("s", "_x9")).toBe("s._x9");
    expect(childPath("s", 2)).toBe("s[2]");
    expect(childPath("s", "odd key")).toBe('s["odd key"]');
    expect(childPath("s", "9lives")).toBe('s["9lives"]');
    expect(childPath("s", "a-b")).toBe('s["a-b"]');
    expect(childPath("s", "ab!")).toBe('s["ab!"]');
    expect(childPath("", "name")).toBe("name");
    expect(childPath("", "odd key")).toBe('["odd key"]');
  });
});
