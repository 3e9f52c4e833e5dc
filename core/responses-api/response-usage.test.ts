import { describe, expect, it } from "vitest";
import { responseUsageOf } from "./response-usage.ts";

describe("a Response's usage from a chat usage", () => {
  it("is none when the chat answer told no usage", () => {
    expect(responseUsageOf(undefined)).toBeUndefined();
    expect(responseUsageOf(null)).toBeUndefined();
    expect(responseUsageOf([12, 5])).toBeUndefined();
  });

  it("counts input and output, each detail 0 when the provider gave none, the total theirs sum", () => {
    expect(responseUsageOf({ prompt_tokens: 12, completion_tokens: 5 })).toEqual({
      input_tokens: 12,
      input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
      output_tokens: 5,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 17,
    });
  });

  it("keeps the provider's details and its own total", () => {
    const usage = {
      prompt_tokens: 100,
      completion_tokens: 40,
      total_tokens: 150,
      prompt_tokens_details: { cached_tokens: 60, cache_write_tokens: 20 },
      completion_tokens_details: { reasoning_tokens: 30 },
    };
    expect(responseUsageOf(usage)).toEqual({
      input_tokens: 100,
      input_tokens_details: { cached_tokens: 60, cache_write_tokens: 20 },
      output_tokens: 40,
      output_tokens_details: { reasoning_tokens: 30 },
      total_tokens: 150,
    });
  });

  it("counts what is not a finite number as 0, and details that are not objects as none", () => {
    const usage = {
      prompt_tokens: "12",
      completion_tokens: Number.NaN,
      total_tokens: "17",
      prompt_tokens_details: [60],
      completion_tokens_details: "30",
    };
    expect(responseUsageOf(usage)).toEqual({
      input_tokens: 0,
      input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
      output_tokens: 0,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 0,
    });
    expect(
      responseUsageOf({ prompt_tokens: Number.POSITIVE_INFINITY, completion_tokens: 3 })?.total_tokens,
    ).toBe(3);
  });
});
