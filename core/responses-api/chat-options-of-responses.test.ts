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
