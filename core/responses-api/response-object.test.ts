import { describe, expect, it } from "vitest";
import { responseObject } from "./response-object.ts";
import { responseContext } from "./responses-api.test-helper.ts";

const completed = { status: "completed" as const, output: [] };

describe("a Response object", () => {
  it("with a request that sets nothing, has OpenAI's defaults, and no usage, user or cache retention", () => {
    const response = responseObject(responseContext(), completed);
    expect(response).toEqual({
      id: "resp_abc123",
      object: "response",
      created_at: 1_700_000_000,
      status: "completed",
      background: false,
      error: null,
      incomplete_details: null,
      instructions: null,
      max_output_tokens: null,
      max_tool_calls: null,
      model: "gpt-test",
      output: [],
      parallel_tool_calls: true,
      previous_response_id: null,
      prompt_cache_key: null,
      reasoning: { effort: null, summary: null },
      safety_identifier: null,
      service_tier: "auto",
      store: true,
      temperature: 1,
      text: { format: { type: "text" }, verbosity: "medium" },
      tool_choice: "auto",
      tools: [],
      top_logprobs: 0,
      top_p: 1,
      truncation: "disabled",
      metadata: {},
    });
  });

  it("echoes each setting the request gave", () => {
    const format = { type: "json_object" };
    const request = {
      instructions: "Be brief.",
      max_output_tokens: 300,
      max_tool_calls: 2,
      parallel_tool_calls: false,
      previous_response_id: "resp_0",
      prompt_cache_key: "key-1",
      prompt_cache_retention: "24h",
      reasoning: { effort: "low", summary: "auto", generate_summary: "concise" },
      safety_identifier: "user-hash",
      service_tier: "flex",
      store: false,
      temperature: 0,
      text: { format, verbosity: "low" },
      tool_choice: "required",
      tools: [
        {
          type: "function",
          name: "now",
          description: "The time",
          parameters: { type: "object" },
          strict: true,
        },
      ],
      top_logprobs: 3,
      top_p: 0.5,
      truncation: "auto",
      user: "user-1",
      metadata: { team: "a" },
    };
    expect(responseObject(responseContext(request), completed)).toMatchObject(request);
  });

  it("says the tier the provider served it at over the one asked for; a tier that is not text is not one", () => {
    const context = responseContext({ service_tier: "flex" });
    expect(responseObject(context, { ...completed, serviceTier: "priority" }).service_tier).toBe("priority");
    expect(responseObject(context, { ...completed, serviceTier: 1 }).service_tier).toBe("flex");
    expect(responseObject(responseContext(), { ...completed, serviceTier: null }).service_tier).toBe("auto");
  });

  it("leaves out a null cache retention, a user that is not text, and settings that are not objects", () => {
    const request = { prompt_cache_retention: null, user: 7, reasoning: "high", text: "low", tools: "now" };
    const response = responseObject(responseContext(request), completed);
    expect(response).not.toHaveProperty("prompt_cache_retention");
    expect(response).not.toHaveProperty("user");
    expect(response).toMatchObject({
      reasoning: { effort: null, summary: null },
      text: { format: { type: "text" }, verbosity: "medium" },
      tools: [],
    });
  });

  it("an incomplete response says why and not when it completed; a failed one its error", () => {
    const incomplete = responseObject(responseContext(), {
      status: "incomplete",
      output: [],
      incompleteReason: "max_output_tokens",
      completedAt: 1_700_000_005,
    });
    expect(incomplete.incomplete_details).toEqual({ reason: "max_output_tokens" });
    expect(incomplete).not.toHaveProperty("completed_at");
    const error = { code: "server_error", message: "The upstream broke off" };
    const failed = responseObject(responseContext(), {
      status: "failed",
      output: [],
      error,
      incompleteReason: null,
    });
    expect(failed).toMatchObject({ status: "failed", error, incomplete_details: null });
  });

  it("a completed response with a usage carries it", () => {
    const usage = {
      input_tokens: 1,
      input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
      output_tokens: 2,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 3,
    };
    expect(
      responseObject(responseContext(), { ...completed, usage, completedAt: 1_700_000_009 }),
    ).toMatchObject({
      usage,
      completed_at: 1_700_000_009,
    });
  });
});
