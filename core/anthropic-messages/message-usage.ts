import type { AnthropicUsage } from "./anthropic-message.ts";
import { isPlainObject } from "./plain-object.ts";

/** A chat completion's `usage`, as far as it is read here; the gateway's estimate has the first two. */
export interface ChatUsage {
  readonly prompt_tokens?: number;
  readonly completion_tokens?: number;
  readonly prompt_tokens_details?: { readonly cached_tokens?: number } | null;
  readonly completion_tokens_details?: { readonly reasoning_tokens?: number } | null;
}

/** Anthropic's `MessageDeltaUsage`: the whole message's counts at the end of a stream. */
export interface MessageDeltaUsage {
  readonly input_tokens: number | null;
  readonly output_tokens: number;
  readonly cache_creation_input_tokens: number | null;
  readonly cache_read_input_tokens: number | null;
  readonly output_tokens_details: { readonly thinking_tokens: number } | null;
  readonly server_tool_use: null;
}

/** Anthropic's tier names for chat's: `default` is standard capacity. */
const SERVICE_TIERS: Readonly<Record<string, AnthropicUsage["service_tier"]>> = {
  default: "standard",
  priority: "priority",
};

/**
 * A chat usage in Anthropic's terms. Chat counts cached tokens inside `prompt_tokens`; Anthropic's `input_tokens`
 * leaves out what was read from the cache (the whole input is input + cache read + cache creation), so the cached
 * tokens move to `cache_read_input_tokens`. Chat says nothing of cache writes (OpenAI does not charge them): 0.
 * Missing prompt tokens are the gateway's estimate.
 */
export function messageUsageOf(
  usage: unknown,
  serviceTier: unknown,
  estimatedInputTokens = 0,
): AnthropicUsage {
  const counts = isPlainObject(usage) ? (usage as ChatUsage) : {};
  const prompt = countOf(counts.prompt_tokens) ?? estimatedInputTokens;
  const cached = Math.min(countOf(counts.prompt_tokens_details?.cached_tokens) ?? 0, prompt);
  const thinking = countOf(counts.completion_tokens_details?.reasoning_tokens);
  return {
    input_tokens: prompt - cached,
    output_tokens: countOf(counts.completion_tokens) ?? 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: cached,
    cache_creation: null,
    inference_geo: null,
    output_tokens_details: thinking === null ? null : { thinking_tokens: thinking },
    server_tool_use: null,
    service_tier:
      typeof serviceTier === "string" && Object.hasOwn(SERVICE_TIERS, serviceTier)
        ? (SERVICE_TIERS[serviceTier] ?? null)
        : null,
    speed: null,
  };
}

/** The usage of a stream's `message_delta`; with no usage at all, only the (unknown, 0) output count. */
export function messageDeltaUsageOf(usage: AnthropicUsage | null): MessageDeltaUsage {
  if (!usage)
    return {
      input_tokens: null,
      output_tokens: 0,
      cache_creation_input_tokens: null,
      cache_read_input_tokens: null,
      output_tokens_details: null,
      server_tool_use: null,
    };
  const { input_tokens, output_tokens, cache_creation_input_tokens, cache_read_input_tokens } = usage;
  const { output_tokens_details } = usage;
  return {
    input_tokens,
    output_tokens,
    cache_creation_input_tokens,
    cache_read_input_tokens,
    output_tokens_details,
    server_tool_use: null,
  };
}

function countOf(value: unknown): number | null {
  return Number.isFinite(value) && (value as number) >= 0 ? (value as number) : null;
}
