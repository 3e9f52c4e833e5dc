import { describe, expect, it } from "vitest";
import { isJsonObject, jsonObjects } from "./json-object.ts";

describe("JSON objects", () => {
  it("an object is one; null, a list or a value is not", () => {
    expect(isJsonObject({ type: "message" })).toBe(true);
    for (const value of [null, [], [{}], "message", 0, false, undefined])
      expect(isJsonObject(value)).toBe(false);
  });

  it("the objects of a list are its object entries, in order; what is not a list has none", () => {
    const first = { a: 1 };
    const second = { b: 2 };
    expect(jsonObjects([first, null, "x", [], second])).toEqual([first, second]);
    expect(jsonObjects({ 0: first })).toEqual([]);
    expect(jsonObjects(undefined)).toEqual([]);
  });
});
