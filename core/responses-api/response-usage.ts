import { isJsonObject } from "./json-object.ts";

/** A chat completion's usage, as the last chunk of a stream or a whole answer carries it. */
export interface ChatUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens?: number;
  readonly prompt_tokens_details?: unknown;
  readonly completion_tokens_details?: unknown;
}

/** A Response's usage, every detail OpenAI's schema requires filled in. */
export interface ResponseUsage {
  readonly input_tokens: number;
  readonly input_tokens_details: { readonly cached_tokens: number; readonly cache_write_tokens: number };
  readonly output_tokens: number;
  readonly output_tokens_details: { readonly reasoning_tokens: number };
  readonly total_tokens: number;
}

/** The Response usage a chat usage counts; its details when the provider gave them, 0 otherwise. */
export function responseUsageOf(usage: unknown): ResponseUsage | undefined {
  if (!isJsonObject(usage)) return undefined;
  const input = count(usage.prompt_tokens);
  const output = count(usage.completion_tokens);
  const asked = isJsonObject(usage.prompt_tokens_details) ? usage.prompt_tokens_details : {};
  const answered = isJsonObject(usage.completion_tokens_details) ? usage.completion_tokens_details : {};
  return {
    input_tokens: input,
    input_tokens_details: {
      cached_tokens: count(asked.cached_tokens),
      cache_write_tokens: count(asked.cache_write_tokens),
    },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: count(answered.reasoning_tokens) },
    total_tokens: typeof usage.total_tokens === "number" ? usage.total_tokens : input + output,
  };
}

function count(value: unknown): number {
  return Number.isFinite(value) ? (value as number) : 0;
}
