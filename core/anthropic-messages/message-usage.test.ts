import { describe, expect, it } from "vitest";
import { messageDeltaUsageOf, messageUsageOf } from "./message-usage.ts";

describe("a chat usage in Anthropic's terms", () => {
  it("prompt and completion tokens are input and output; nothing cached, no thinking told, no tier", () => {
    expect(messageUsageOf({ prompt_tokens: 12, completion_tokens: 5 }, undefined)).toEqual({
      input_tokens: 12,
      output_tokens: 5,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      cache_creation: null,
      inference_geo: null,
      output_tokens_details: null,
      server_tool_use: null,
      service_tier: null,
      speed: null,
    });
  });

  it("cached tokens leave input_tokens for cache_read_input_tokens", () => {
    const usage = { prompt_tokens: 100, completion_tokens: 5, prompt_tokens_details: { cached_tokens: 60 } };
    expect(messageUsageOf(usage, null)).toMatchObject({ input_tokens: 40, cache_read_input_tokens: 60 });
  });

  it("cached tokens are never more than the prompt, so input_tokens never goes below 0", () => {
    const usage = { prompt_tokens: 10, prompt_tokens_details: { cached_tokens: 25 } };
    expect(messageUsageOf(usage, null)).toMatchObject({ input_tokens: 0, cache_read_input_tokens: 10 });
  });

  it("without prompt tokens the gateway's estimate counts; without any usage, the estimate and 0 output", () => {
    expect(messageUsageOf({ completion_tokens: 3 }, null, 42)).toMatchObject({
      input_tokens: 42,
      output_tokens: 3,
    });
    expect(messageUsageOf(null, null, 42)).toMatchObject({ input_tokens: 42, output_tokens: 0 });
    expect(messageUsageOf("17 tokens", null)).toMatchObject({ input_tokens: 0, output_tokens: 0 });
  });

  it.each([
    ["negative", -1],
    ["infinite", Number.POSITIVE_INFINITY],
    ["not a number", "12"],
  ])("a %s count is no count", (_, count) => {
    const usage = {
      prompt_tokens: count,
      completion_tokens: count,
      prompt_tokens_details: { cached_tokens: count },
      completion_tokens_details: { reasoning_tokens: count },
    };
    expect(messageUsageOf(usage, null, 7)).toMatchObject({
      input_tokens: 7,
      output_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens_details: null,
    });
  });

  it("a count of 0 is a count", () => {
    const usage = {
      prompt_tokens: 0,
      completion_tokens: 0,
      completion_tokens_details: { reasoning_tokens: 0 },
    };
    expect(messageUsageOf(usage, null, 7)).toMatchObject({
      input_tokens: 0,
      output_tokens: 0,
      output_tokens_details: { thinking_tokens: 0 },
    });
  });

  it("reasoning tokens are thinking tokens", () => {
    const usage = {
      prompt_tokens: 1,
      completion_tokens: 9,
      completion_tokens_details: { reasoning_tokens: 6 },
    };
    expect(messageUsageOf(usage, null).output_tokens_details).toEqual({ thinking_tokens: 6 });
  });

  it.each([
    ["default", "standard"],
    ["priority", "priority"],
    ["flex", null],
    [7, null],
    ["toString", null],
  ])("chat's service tier %s is Anthropic's %s", (tier, expected) => {
    expect(messageUsageOf({}, tier).service_tier).toBe(expected);
  });
});

describe("the usage of a stream's message_delta", () => {
  it("without a usage, only an output count of 0, the rest unknown", () => {
    expect(messageDeltaUsageOf(null)).toEqual({
      input_tokens: null,
      output_tokens: 0,
      cache_creation_input_tokens: null,
      cache_read_input_tokens: null,
      output_tokens_details: null,
      server_tool_use: null,
    });
  });

  it("with a usage, the message's counts", () => {
    const usage = messageUsageOf(
      {
        prompt_tokens: 30,
        completion_tokens: 8,
        prompt_tokens_details: { cached_tokens: 10 },
        completion_tokens_details: { reasoning_tokens: 2 },
      },
      "default",
    );
    expect(messageDeltaUsageOf(usage)).toEqual({
      input_tokens: 20,
      output_tokens: 8,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 10,
      output_tokens_details: { thinking_tokens: 2 },
      server_tool_use: null,
    });
  });
});
