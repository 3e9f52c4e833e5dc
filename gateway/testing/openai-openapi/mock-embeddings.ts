import { seededRandom } from "../../../core/text/seeded-random.ts";
import { textTokens } from "./mock-usage.ts";
import { openAiError } from "./openai-error.ts";

const LARGE_MODEL_DIMENSIONS = 3072;
const DEFAULT_DIMENSIONS = 1536;

/**
 * The answer to `POST /embeddings`: one unit vector per input (the same input always gives the same vector), as
 * many dimensions as `dimensions` asks (else as many as OpenAI's model of that name has), as numbers or, when
 * `encoding_format` is "base64", as the base64 of their little-endian float32 bytes.
 */
export function mockEmbeddings(body: Readonly<Record<string, unknown>>): { status: number; body: object } {
  const inputs = inputsOf(body.input);
  if (typeof body.model !== "string" || inputs === null)
    return invalid(
      "The request needs a model and an input: a string, or a list of strings or of token lists.",
    );
  const dimensions =
    typeof body.dimensions === "number"
      ? body.dimensions
      : body.model.endsWith("-large")
        ? LARGE_MODEL_DIMENSIONS
        : DEFAULT_DIMENSIONS;
  if (!Number.isInteger(dimensions) || dimensions < 1)
    return invalid("dimensions must be a positive integer.");
  const base64 = body.encoding_format === "base64";
  const data = inputs.map((input, index) => {
    const vector = unitVector(JSON.stringify(input), dimensions);
    return { object: "embedding", index, embedding: base64 ? asBase64(vector) : vector };
  });
  const tokens = inputs.reduce(
    (sum, input) => sum + (typeof input === "string" ? textTokens(input) : input.length),
    0,
  );
  return {
    status: 200,
    body: { object: "list", data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } },
  };
}

function inputsOf(input: unknown): (string | readonly number[])[] | null {
  if (typeof input === "string") return [input];
  if (!Array.isArray(input) || input.length === 0) return null;
  if (input.every((item) => typeof item === "string")) return input;
  if (input.every((item) => typeof item === "number")) return [input];
  if (input.every((item) => Array.isArray(item) && item.every((token) => typeof token === "number")))
    return input;
  return null;
}

function unitVector(text: string, dimensions: number): number[] {
  const random = seededRandom(hash(text));
  const raw = Array.from({ length: dimensions }, () => random() * 2 - 1);
  const length = Math.hypot(...raw) || 1;
  // Rounded to float32, as OpenAI's are: the base64 form then carries exactly the same numbers.
  return raw.map((value) => Math.fround(value / length));
}

function asBase64(vector: readonly number[]): string {
  const bytes = Buffer.alloc(vector.length * 4);
  for (const [index, value] of vector.entries()) bytes.writeFloatLE(value, index * 4);
  return bytes.toString("base64");
}

/** FNV-1a: a stable seed from the input's text. */
function hash(text: string): number {
  let seed = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    seed = Math.imul(seed ^ text.charCodeAt(index), 0x01000193);
  return seed >>> 0;
}

function invalid(message: string) {
  return { status: 400, body: openAiError(message, "invalid_request_error") };
}
