import { isJsonObject } from "./json-object.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

type Fields = Record<string, unknown>;

const LOGPROBS = "message.output_text.logprobs";
/**
 * The `include` values a translated answer honours: log probabilities come back on the output text when the
 * model gives them; input images stay as sent; no reasoning item is ever produced, so there is no encrypted
 * reasoning to include. The other values ask for the outputs of built-in tools, which are not run.
 */
const INCLUDABLE = [LOGPROBS, "message.input_image.image_url", "reasoning.encrypted_content"];
const FORMAT_TYPES = ["text", "json_schema", "json_object"];

/**
 * The chat fields for the Responses options named differently in chat completions: `max_output_tokens`, `text`
 * (format and verbosity), `reasoning` (effort), `include` and `top_logprobs` (log probabilities).
 */
export function chatOptionFields(body: Readonly<Record<string, unknown>>): Fields {
  return {
    ...maxTokensOf(body.max_output_tokens),
    ...textFieldsOf(body.text),
    ...reasoningFieldsOf(body.reasoning),
    ...logprobFieldsOf(body.include, body.top_logprobs),
  };
}

function maxTokensOf(max: unknown): Fields {
  if (max === undefined || max === null) return {};
  if (!Number.isInteger(max) || (max as number) < 1)
    throw ResponsesRequestError.at("max_output_tokens", "must be a whole number above 0");
  return { max_completion_tokens: max };
}

function textFieldsOf(text: unknown): Fields {
  const fields = knownFields(text, "text", ["format", "verbosity"]);
  const verbosity = fields.verbosity;
  if (verbosity !== undefined && verbosity !== null && typeof verbosity !== "string")
    throw ResponsesRequestError.at("text.verbosity", "must be low, medium or high");
  return { ...responseFormatOf(fields.format), ...(typeof verbosity === "string" ? { verbosity } : {}) };
}

function responseFormatOf(format: unknown): Fields {
  if (format === undefined || format === null) return {};
  const type = isJsonObject(format) ? format.type : undefined;
  if (!isJsonObject(format) || typeof type !== "string" || !FORMAT_TYPES.includes(type))
    throw ResponsesRequestError.at("text.format.type", `must be one of: ${FORMAT_TYPES.join(", ")}`);
  if (type === "text") return {};
  if (type === "json_object") return { response_format: { type: "json_object" } };
  if (typeof format.name !== "string" || format.name === "")
    throw ResponsesRequestError.at("text.format.name", "must name the schema");
  if (!isJsonObject(format.schema))
    throw ResponsesRequestError.at("text.format.schema", "must be a JSON Schema");
  const { name, schema, strict, description } = format;
  const given = { ...(strict == null ? {} : { strict }), ...(description == null ? {} : { description }) };
  return { response_format: { type: "json_schema", json_schema: { name, schema, ...given } } };
}

/**
 * The effort is chat's `reasoning_effort`. A reasoning summary is accepted and not produced: chat completions
 * return none, and OpenAI itself answers without one when the model writes none; the answer is the same.
 * `context` says which earlier reasoning the model sees again, and no reasoning is carried between turns here.
 */
function reasoningFieldsOf(reasoning: unknown): Fields {
  const fields = knownFields(reasoning, "reasoning", [
    "effort",
    "summary",
    "generate_summary",
    "context",
    "mode",
  ]);
  if (fields.mode !== undefined && fields.mode !== null && fields.mode !== "standard")
    throw ResponsesRequestError.at(
      "reasoning.mode",
      'is not offered for chat-completions models (only "standard")',
    );
  const effort = fields.effort;
  if (effort === undefined || effort === null) return {};
  if (typeof effort !== "string")
    throw ResponsesRequestError.at("reasoning.effort", "must be a string, e.g. low");
  return { reasoning_effort: effort };
}

/** Chat completions give log probabilities when asked with `logprobs`, and `top_logprobs` only along with it. */
function logprobFieldsOf(include: unknown, top: unknown): Fields {
  const asked = includedValues(include);
  if (
    top !== undefined &&
    top !== null &&
    (!Number.isInteger(top) || (top as number) < 0 || (top as number) > 20)
  )
    throw ResponsesRequestError.at("top_logprobs", "must be a whole number from 0 to 20");
  const wanted = asked.includes(LOGPROBS) || (typeof top === "number" && top > 0);
  if (!wanted) return {};
  return { logprobs: true, ...(typeof top === "number" ? { top_logprobs: top } : {}) };
}

function includedValues(include: unknown): string[] {
  if (include === undefined || include === null) return [];
  if (!Array.isArray(include)) throw ResponsesRequestError.at("include", "must be a list");
  include.forEach((value, index) => {
    if (typeof value !== "string" || !INCLUDABLE.includes(value))
      throw ResponsesRequestError.at(
        `include[${index}]`,
        `must be one of: ${INCLUDABLE.join(", ")}; the outputs of built-in tools are not offered`,
      );
  });
  return include as string[];
}

/** An optional object's fields; a field that is not `known` (and not null) would be dropped, so it is refused. */
function knownFields(
  value: unknown,
  name: string,
  known: readonly string[],
): Readonly<Record<string, unknown>> {
  if (value === undefined || value === null) return {};
  if (!isJsonObject(value)) throw ResponsesRequestError.at(name, "must be an object");
  const unknown = Object.keys(value).find((field) => !known.includes(field) && value[field] != null);
  if (unknown)
    throw ResponsesRequestError.at(`${name}.${unknown}`, "is not offered for chat-completions models");
  return value;
}
