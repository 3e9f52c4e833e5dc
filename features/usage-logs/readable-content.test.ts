import { describe, expect, it } from "vitest";
import { readableContent } from "./readable-content.ts";

describe("a logged request or response, made readable", () => {
  it("pretty-prints JSON", () => {
    expect(readableContent('{"billing":4,"bug":[1,2]}')).toEqual({
      kind: "json",
      text: '{\n  "billing": 4,\n  "bug": [\n    1,\n    2\n  ]\n}',
    });
    expect(readableContent('["a text to embed"]')).toEqual({
      kind: "json",
      text: '[\n  "a text to embed"\n]',
    });
  });

  it("keeps anything else as it came, markup included, to be shown as text", () => {
    expect(readableContent("<img src=x onerror=alert(1)>")).toEqual({
      kind: "text",
      text: "<img src=x onerror=alert(1)>",
    });
    expect(readableContent("42")).toEqual({ kind: "text", text: "42" });
    expect(readableContent('{"unfinished": ')).toEqual({ kind: "text", text: '{"unfinished": ' });
  });

  it("is nothing when nothing was recorded", () => {
    expect(readableContent(null)).toBeNull();
    expect(readableContent("")).toBeNull();
  });
});
