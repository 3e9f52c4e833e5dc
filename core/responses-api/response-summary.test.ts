import { describe, expect, it } from "vitest";
import { summaryOfResponse } from "./response-summary.ts";

describe("what the request log keeps of a native upstream's response", () => {
  it("keeps the output text, the function calls as chat's text reads them, the token counts (cached ones too) and the model", () => {
    const response = {
      object: "response",
      model: "gpt-native",
      output: [
        { type: "reasoning", id: "rs_1", summary: [] },
        {
          type: "message",
          role: "assistant",
          content: [{ type: "output_text", text: "Checking.", annotations: [] }],
        },
        { type: "function_call", call_id: "call_1", name: "weather", arguments: '{"city":"Paris"}' },
      ],
      usage: {
        input_tokens: 20,
        input_tokens_details: { cached_tokens: 12 },
        output_tokens: 7,
        total_tokens: 27,
      },
    };
    expect(summaryOfResponse(response)).toEqual({
      text: 'Checking.\nweather\n{"city":"Paris"}',
      inputTokens: 20,
      outputTokens: 7,
      cachedInputTokens: 12,
      model: "gpt-native",
    });
  });

  it("keeps a refusal as the text", () => {
    const output = [{ type: "message", content: [{ type: "refusal", refusal: "I can't help with that." }] }];
    expect(summaryOfResponse({ output }).text).toBe("I can't help with that.");
  });

  it("reads a response without usage or model as unknown counts and model", () => {
    expect(summaryOfResponse({ output: [] })).toEqual({
      text: "",
      inputTokens: null,
      outputTokens: null,
      cachedInputTokens: null,
      model: null,
    });
    expect(summaryOfResponse("not a response")).toEqual({
      text: "",
      inputTokens: null,
      outputTokens: null,
      cachedInputTokens: null,
      model: null,
    });
  });
});

describe("what the log keeps of a malformed response", () => {
  it("null is no response", () => {
    expect(summaryOfResponse(null)).toEqual({
      text: "",
      inputTokens: null,
      outputTokens: null,
      cachedInputTokens: null,
      model: null,
    });
  });

  it("counts that are not finite numbers are unknown", () => {
    const usage = {
      input_tokens: Number.NaN,
      output_tokens: "5",
      input_tokens_details: { cached_tokens: Infinity },
    };
    expect(summaryOfResponse({ output: [], usage })).toMatchObject({
      inputTokens: null,
      outputTokens: null,
      cachedInputTokens: null,
    });
  });
});
