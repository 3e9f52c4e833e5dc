import { describe, expect, it } from "vitest";
import { readableContent } from "./readable-content.ts";

describe("a logged request or response, made readable", () => {
  it("lists chat messages one by one", () => {
    const content = JSON.stringify([
      { role: "system", content: "Be brief." },
      { role: "user", content: "What is a watt?", name: "ignored" },
    ]);
    expect(readableContent(content)).toEqual({
      kind: "messages",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "What is a watt?" },
      ],
    });
  });

  it("pretty-prints other JSON", () => {
    expect(readableContent('{"billing":4,"bug":[1,2]}')).toEqual({
      kind: "json",
      text: '{\n  "billing": 4,\n  "bug": [\n    1,\n    2\n  ]\n}',
    });
    expect(readableContent('[{"role":"user","content":[{"type":"text","text":"hi"}]}]')?.kind).toBe("json");
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
