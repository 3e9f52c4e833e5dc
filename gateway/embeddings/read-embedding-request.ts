import type { IncomingHttpHeaders } from "node:http";
import { validateInput } from "../../core/validation/validate-input.ts";
import { badRequest } from "../server/http-problem.ts";
import { EmbeddingBodyDto, type EncodingFormat } from "./embedding-body.dto.ts";
import { type EmbeddingInput, readEmbeddingInput } from "./embedding-input.ts";

/** An embeddings request, checked and read. */
export interface EmbeddingRequest {
  readonly model: string;
  readonly input: EmbeddingInput;
  /** The vector length asked for; null: the model's own. */
  readonly dimensions: number | null;
  readonly encodingFormat: EncodingFormat;
  /** The body's fields but model and input (dimensions, encoding_format, user, others), to forward as they came. */
  readonly forwardedFields: Readonly<Record<string, unknown>>;
  /** False when the client sent the header `ensure_success: false`: a provider's failure is answered, not retried. */
  readonly ensureSuccess: boolean;
}

/** Reads the body and headers of POST /embeddings, refusing anything malformed with a 400 naming the field. */
export function readEmbeddingRequest(body: unknown, headers: IncomingHttpHeaders): EmbeddingRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("The body must be a JSON object with input and model");
  const { value, errMsgs } = validateInput(EmbeddingBodyDto, body);
  if (errMsgs.length > 0) throw badRequest(...new Set(errMsgs));
  const { model: _model, input, ...forwardedFields } = body as Record<string, unknown>;
  return {
    model: value.model.trim(),
    input: readEmbeddingInput(input),
    dimensions: value.dimensions ?? null,
    encodingFormat: value.encoding_format ?? "float",
    forwardedFields,
    ensureSuccess: headerText(headers.ensure_success)?.trim().toLowerCase() !== "false",
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
