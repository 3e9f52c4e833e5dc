import { describe, expect, it } from "vitest";
import { ANTHROPIC_BASE_PATH } from "./anthropic-base-path.ts";
import { isPlainObject } from "./plain-object.ts";

describe("a JSON object", () => {
  it("is an object with fields, not null, a list, or a value", () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject({ type: "text" })).toBe(true);
    for (const value of [null, [], ["text"], "text", 1, true, undefined])
      expect(isPlainObject(value)).toBe(false);
  });
});

describe("the Messages API's place on the gateway", () => {
  it("is /anthropic below the API base, to which Anthropic's SDKs append /v1/messages", () => {
    expect(ANTHROPIC_BASE_PATH).toBe("/anthropic");
  });
});
