import { approximateTokens } from "../../core/simulated-model/approximate-tokens.ts";
import { badRequest } from "../server/http-problem.ts";

/** OpenAI's limit on the inputs of one request. */
export const MAX_INPUTS = 2048;

export const INPUT_SHAPES =
  "input must be a string, a list of strings, a list of token ids or a list of lists of token ids";

/**
 * What to embed, as OpenAI accepts it: texts, or token ids (of the model's tokenizer). `single` keeps whether it
 * came as one string (or one list of ids), so it is forwarded in the shape it was sent.
 */
export type EmbeddingInput =
  | { readonly kind: "texts"; readonly texts: readonly string[]; readonly single: boolean }
  | { readonly kind: "tokens"; readonly tokens: readonly (readonly number[])[]; readonly single: boolean };

/** The body's `input`, checked: a 400 naming the field (or the item) when it is none of OpenAI's four shapes. */
export function readEmbeddingInput(input: unknown): EmbeddingInput {
  if (input === undefined || input === null) throw badRequest("input is required");
  if (typeof input === "string")
    return { kind: "texts", texts: [nonEmptyText(input, "input")], single: true };
  if (!Array.isArray(input)) throw badRequest(INPUT_SHAPES);
  if (input.length === 0) throw badRequest("input must not be empty");
  if (input.length > MAX_INPUTS) throw badRequest(`input must have at most ${MAX_INPUTS} items`);
  if (input.every((item) => typeof item === "string"))
    return {
      kind: "texts",
      texts: input.map((text, index) => nonEmptyText(text, `input[${index}]`)),
      single: false,
    };
  if (input.every(isTokenId)) return { kind: "tokens", tokens: [input], single: true };
  if (input.every(Array.isArray))
    return {
      kind: "tokens",
      tokens: input.map((ids: unknown[], index) => tokenIds(ids, `input[${index}]`)),
      single: false,
    };
  throw badRequest(INPUT_SHAPES);
}

/** The input in the shape it was sent: a string, a list of strings, a list of ids or a list of lists of ids. */
export function forwardedInput(input: EmbeddingInput): unknown {
  const items = input.kind === "texts" ? input.texts : input.tokens;
  return input.single ? items[0] : items;
}

/** How many vectors the input asks for. */
export function inputCount(input: EmbeddingInput): number {
  return input.kind === "texts" ? input.texts.length : input.tokens.length;
}

function nonEmptyText(text: string, where: string): string {
  if (text === "") throw badRequest(`${where} must not be an empty string`);
  return text;
}

function tokenIds(ids: unknown[], where: string): number[] {
  if (ids.length === 0) throw badRequest(`${where} must not be an empty list of token ids`);
  if (!ids.every(isTokenId)) throw badRequest(`${where} must be a list of token ids (integers from 0)`);
  return ids;
}

function isTokenId(item: unknown): item is number {
  return typeof item === "number" && Number.isSafeInteger(item) && item >= 0;
}

/** The input's tokens: token ids count exactly, texts by the tokenizer approximation. */
export function inputTokens(input: EmbeddingInput): number {
  if (input.kind === "tokens") return input.tokens.reduce((sum, ids) => sum + ids.length, 0);
  return input.texts.reduce((sum, text) => sum + approximateTokens(text), 0);
}
