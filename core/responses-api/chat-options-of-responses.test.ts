import { describe, expect, it } from "vitest";
import { chatOptionFields } from "./chat-options-of-responses.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

function refusalOf(body: Record<string, unknown>): ResponsesRequestError {
  try {
    chatOptionFields(body);
  } catch (error) {
    if (error instanceof ResponsesRequestError) return error;
    throw error;
  }
  throw new Error("the options were translated");
}

const schema = { type: "object", properties: { city: { type: "string" } } };

describe("Responses options under their chat names", () => {
  it("caps the answer with max_completion_tokens", () => {
    expect(chatOptionFields({ max_output_tokens: 256 })).toEqual({ max_completion_tokens: 256 });
  });

  it("asks for a JSON schema answer through response_format", () => {
    const text = {
      format: { type: "json_schema", name: "city", schema, strict: true, description: "A city" },
    };
    expect(chatOptionFields({ text })).toEqual({
      response_format: {
        type: "json_schema",
        json_schema: { name: "city", schema, strict: true, description: "A city" },
      },
    });
  });

  it("asks for JSON mode, or nothing for plain text, and passes verbosity", () => {
    expect(chatOptionFields({ text: { format: { type: "json_object" }, verbosity: "low" } })).toEqual({
      response_format: { type: "json_object" },
      verbosity: "low",
    });
    expect(chatOptionFields({ text: { format: { type: "text" } } })).toEqual({});
  });

  it("passes the reasoning effort and accepts a summary request, which produces no summary", () => {
    expect(chatOptionFields({ reasoning: { effort: "high", summary: "auto" } })).toEqual({
      reasoning_effort: "high",
    });
  });

  it("asks chat for log probabilities when the output text's logprobs are included", () => {
    expect(chatOptionFields({ include: ["message.output_text.logprobs"], top_logprobs: 2 })).toEqual({
      logprobs: true,
      top_logprobs: 2,
    });
    expect(chatOptionFields({ top_logprobs: 3 })).toEqual({ logprobs: true, top_logprobs: 3 });
    expect(chatOptionFields({ include: ["reasoning.encrypted_content"], top_logprobs: 0 })).toEqual({});
  });

  it.each([
    [{ include: ["file_search_call.results"] }, "include[0]"],
    [{ include: "message.output_text.logprobs" }, "include"],
    [{ top_logprobs: 21 }, "top_logprobs"],
    [{ max_output_tokens: 0 }, "max_output_tokens"],
    [{ text: { format: { type: "json_schema", schema } } }, "text.format.name"],
    [{ text: { format: { type: "json_schema", name: "city" } } }, "text.format.schema"],
    [{ text: { format: { type: "grammar" } } }, "text.format.type"],
    [{ text: { stop: ["\n"] } }, "text.stop"],
    [{ reasoning: { effort: 3 } }, "reasoning.effort"],
    [{ reasoning: { mode: "pro" } }, "reasoning.mode"],
    [{ reasoning: "high" }, "reasoning"],
  ])("refuses an option it cannot honour, naming it (%j)", (body, param) => {
    const error = refusalOf(body);
    expect(error.param).toBe(param);
    expect(error.message.startsWith(param)).toBe(true);
  });
});

describe("the options' refusals, in the words a caller sees", () => {
  it.each([
    [{ max_output_tokens: 0 }, "max_output_tokens must be a whole number above 0"],
    [{ max_output_tokens: 2.5 }, "max_output_tokens must be a whole number above 0"],
    [{ max_output_tokens: "256" }, "max_output_tokens must be a whole number above 0"],
    [{ text: "json" }, "text must be an object"],
    [{ text: { verbosity: 2 } }, "text.verbosity must be low, medium or high"],
    [{ text: { format: "json" } }, "text.format.type must be one of: text, json_schema, json_object"],
    [{ text: { format: { type: 1 } } }, "text.format.type must be one of: text, json_schema, json_object"],
    [
      { text: { format: { type: "json_schema", name: "", schema } } },
      "text.format.name must name the schema",
    ],
    [
      { text: { format: { type: "json_schema", name: "city", schema: [] } } },
      "text.format.schema must be a JSON Schema",
    ],
    [{ text: { stop: ["\n"] } }, "text.stop is not offered for chat-completions models"],
    [
      { reasoning: { mode: "pro" } },
      'reasoning.mode is not offered for chat-completions models (only "standard")',
    ],
    [{ reasoning: { effort: 3 } }, "reasoning.effort must be a string, e.g. low"],
    [{ top_logprobs: -1 }, "top_logprobs must be a whole number from 0 to 20"],
    [{ top_logprobs: 1.5 }, "top_logprobs must be a whole number from 0 to 20"],
    [{ include: {} }, "include must be a list"],
    [
      { include: ["message.output_text.logprobs", 7] },
      "include[1] must be one of: message.output_text.logprobs, message.input_image.image_url, " +
        "reasoning.encrypted_content; the outputs of built-in tools are not offered",
    ],
  ])("%j is refused: %s", (body, message) => {
    expect(refusalOf(body).message).toBe(message);
  });

  it("options sent as null are left out", () => {
    const body = {
      max_output_tokens: null,
      text: { format: null, verbosity: null, stop: null },
      reasoning: { effort: null, mode: null },
      include: null,
      top_logprobs: null,
    };
    expect(chatOptionFields(body)).toEqual({});
    expect(chatOptionFields({ text: null, reasoning: null })).toEqual({});
  });

  it("takes the bounds of each number: 1 output token, 0 and 20 top log probabilities", () => {
    expect(chatOptionFields({ max_output_tokens: 1 })).toEqual({ max_completion_tokens: 1 });
    expect(chatOptionFields({ top_logprobs: 20 })).toEqual({ logprobs: true, top_logprobs: 20 });
    expect(chatOptionFields({ top_logprobs: 0 })).toEqual({});
  });

  it("asks for log probabilities without a count when only the output text's logprobs are included", () => {
    expect(chatOptionFields({ include: ["message.output_text.logprobs"] })).toEqual({ logprobs: true });
    expect(chatOptionFields({ include: ["message.output_text.logprobs"], top_logprobs: 0 })).toEqual({
      logprobs: true,
      top_logprobs: 0,
    });
    expect(chatOptionFields({ include: ["message.input_image.image_url"] })).toEqual({});
  });

  it("accepts the standard reasoning mode and the summary fields, asking for nothing", () => {
    const reasoning = { mode: "standard", summary: "auto", generate_summary: "concise", context: "all" };
    expect(chatOptionFields({ reasoning })).toEqual({});
  });

  it("a JSON schema format without strict or description sends neither", () => {
    const format = { type: "json_schema", name: "city", schema, strict: null, description: null };
    expect(chatOptionFields({ text: { format } })).toEqual({
      response_format: { type: "json_schema", json_schema: { name: "city", schema } },
    });
    expect(chatOptionFields({ text: { format: { ...format, strict: false } } })).toEqual({
      response_format: { type: "json_schema", json_schema: { name: "city", schema, strict: false } },
    });
  });
});
