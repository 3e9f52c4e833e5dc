import { invalidField } from "./messages-request-error.ts";
import { isPlainObject } from "./plain-object.ts";

/** Chat accepts at most this many stop sequences. */
const MAX_STOP_SEQUENCES = 4;
const THINKING_TYPES = ["enabled", "disabled", "adaptive", "between_tools"] as const;
const EFFORTS = ["low", "medium", "high", "xhigh", "max"] as const;
/** Anthropic's service tiers and chat's: `standard_only` keeps to standard capacity, chat's `default`. */
const SERVICE_TIERS: ReadonlyMap<unknown, string> = new Map([
  ["auto", "auto"],
  ["standard_only", "default"],
]);

/**
 * The chat fields of a Messages request's sampling and output settings: stop sequences, temperature, the user,
 * reasoning effort, output format and service tier. What would change the answer and has no chat equivalent
 * (`top_k`) is refused rather than dropped.
 */
export function chatOptionsOf(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (body.top_k !== undefined && body.top_k !== null)
    throw invalidField(
      "top_k",
      "cannot be honoured: chat-completions models have no top-k sampling. Leave it out (top_p limits sampling)",
    );
  return {
    ...stopOf(body.stop_sequences),
    ...temperatureOf(body.temperature),
    ...userOf(body.metadata),
    ...reasoningOf(body.thinking, body.output_config, body.max_tokens),
    ...responseFormatOf(body.output_config),
    ...serviceTierOf(body.service_tier),
  };
}

function stopOf(sequences: unknown): Record<string, unknown> {
  if (sequences === undefined || sequences === null) return {};
  if (!Array.isArray(sequences) || !sequences.every((sequence) => typeof sequence === "string"))
    throw invalidField("stop_sequences", "must be a list of strings");
  if (sequences.length > MAX_STOP_SEQUENCES)
    throw invalidField(
      "stop_sequences",
      `holds ${sequences.length} sequences: chat-completions models take at most ${MAX_STOP_SEQUENCES}`,
    );
  return sequences.length === 0 ? {} : { stop: sequences };
}

/** Anthropic's range is 0 to 1 (chat's, 0 to 2, holds it). */
function temperatureOf(temperature: unknown): Record<string, unknown> {
  if (temperature === undefined || temperature === null) return {};
  if (typeof temperature !== "number" || temperature < 0 || temperature > 1)
    throw invalidField("temperature", "must be a number from 0 to 1");
  return { temperature };
}

function userOf(metadata: unknown): Record<string, unknown> {
  if (!isPlainObject(metadata) || metadata.user_id === undefined || metadata.user_id === null) return {};
  if (typeof metadata.user_id !== "string") throw invalidField("metadata.user_id", "must be a string");
  return { user: metadata.user_id };
}

/**
 * `output_config.effort` names chat's own levels. A thinking budget is read as an effort: under 4,096 tokens
 * "low", under 16,384 "medium", more "high" (Anthropic's minimum budget is 1,024; its docs start at 16k for
 * complex tasks). Disabled thinking asks for nothing, and adaptive or between-tools thinking leaves the model to
 * decide, as chat does by default.
 */
function reasoningOf(thinking: unknown, output: unknown, maxTokens: unknown): Record<string, unknown> {
  const effort = isPlainObject(output) ? output.effort : undefined;
  if (effort !== undefined && effort !== null) {
    if (!(EFFORTS as readonly unknown[]).includes(effort))
      throw invalidField("output_config.effort", `must be one of: ${EFFORTS.join(", ")}`);
    return { reasoning_effort: effort };
  }
  if (thinking === undefined || thinking === null) return {};
  if (!isPlainObject(thinking) || !(THINKING_TYPES as readonly unknown[]).includes(thinking.type))
    throw invalidField("thinking.type", `must be one of: ${THINKING_TYPES.join(", ")}`);
  if (thinking.type !== "enabled") return {};
  const budget = thinking.budget_tokens;
  if (typeof budget !== "number" || !Number.isInteger(budget) || budget < 1024)
    throw invalidField("thinking.budget_tokens", "must be a whole number of at least 1024");
  if (typeof maxTokens === "number" && budget >= maxTokens)
    throw invalidField("thinking.budget_tokens", "must be less than max_tokens");
  return { reasoning_effort: budget < 4096 ? "low" : budget < 16384 ? "medium" : "high" };
}

/** Anthropic's structured output (a JSON schema) as chat's `response_format`, which needs a name. */
function responseFormatOf(output: unknown): Record<string, unknown> {
  const format = isPlainObject(output) ? output.format : undefined;
  if (format === undefined || format === null) return {};
  if (!isPlainObject(format) || format.type !== "json_schema" || !isPlainObject(format.schema))
    throw invalidField("output_config.format", 'must be {type: "json_schema", schema: {…}}');
  return { response_format: { type: "json_schema", json_schema: { name: "output", schema: format.schema } } };
}

function serviceTierOf(tier: unknown): Record<string, unknown> {
  if (tier === undefined || tier === null) return {};
  const chatTier = SERVICE_TIERS.get(tier);
  if (chatTier === undefined)
    throw invalidField("service_tier", `must be one of: ${[...SERVICE_TIERS.keys()].join(", ")}`);
  return { service_tier: chatTier };
}
