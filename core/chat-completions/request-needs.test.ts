import { describe, expect, it } from "vitest";
import { requestNeeds } from "./request-needs.ts";

const question = { role: "user", content: "What is in this picture?" };

describe("what a chat request needs of its model", () => {
  it("a plain question needs no tools, images or schema", () => {
    expect(requestNeeds({ messages: [question] })).toEqual({
      tools: false,
      images: false,
      structuredOutput: false,
    });
  });

  it("offered tools, an image part and a JSON schema each count", () => {
    const needs = requestNeeds({
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Describe it" },
            { type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } },
          ],
        },
      ],
      tools: [{ type: "function", function: { name: "lookup", parameters: { type: "object" } } }],
      response_format: { type: "json_schema", json_schema: { name: "answer", schema: { type: "object" } } },
    });
    expect(needs).toEqual({ tools: true, images: true, structuredOutput: true });
  });

  it("an empty tool list and a text response format need nothing", () => {
    expect(requestNeeds({ messages: [question], tools: [], response_format: { type: "text" } })).toEqual({
      tools: false,
      images: false,
      structuredOutput: false,
    });
  });

  it("JSON mode counts as structured output", () => {
    expect(
      requestNeeds({ messages: [question], response_format: { type: "json_object" } }).structuredOutput,
    ).toBe(true);
  });
});

describe("what a chat request needs of its model, in detail", () => {
  it("counts tools only when they are a list", () => {
    expect(requestNeeds({ messages: [question], tools: { type: "function" } }).tools).toBe(false);
    expect(requestNeeds({ messages: [question], tools: [{}] }).tools).toBe(true);
  });

  it("finds an image in any message and any part", () => {
    const image = { type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } };
    expect(
      requestNeeds({
        messages: [question, { role: "user", content: [null, { type: "text", text: "x" }, image] }],
      }).images,
    ).toBe(true);
    expect(
      requestNeeds({ messages: [{ role: "user", content: [{ type: "text", text: "x" }, null] }] }).images,
    ).toBe(false);
  });

  it("counts no structured output without a response format or with one of no type", () => {
    expect(requestNeeds({ messages: [question], response_format: null }).structuredOutput).toBe(false);
    expect(requestNeeds({ messages: [question], response_format: {} }).structuredOutput).toBe(false);
  });
});
