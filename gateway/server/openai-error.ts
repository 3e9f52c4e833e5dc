import type { ProblemDetail } from "./http-problem.ts";

/** OpenAI's error object: its SDKs read `{ error: … }` and pick their error class by the status alone. */
export interface OpenAiError {
  readonly message: string;
  readonly type: string;
  readonly param: string | null;
  readonly code: string | null;
}

/** A refusal as the error handler answers it: the status, the dashboard's messages, and what else is known. */
export interface Refusal {
  readonly status: number;
  readonly errMsgs: readonly string[];
  readonly detail?: ProblemDetail;
}

export const INVALID_REQUEST_ERROR = "invalid_request_error";

/**
 * A field path as OpenAI writes `param` (`model`, `messages[2].role`) opening a validation message such as
 * "messages[2].role must be one of …". Only lower-case names: a sentence ("The body must …") names no field.
 */
const LEADING_FIELD =
  /^([a-z_][a-z0-9_]*(?:\[\d+\])*(?:\.[a-z_][a-z0-9_]*(?:\[\d+\])*)*) (?:must|should|is|has|cannot|needs)\b/;

/**
 * The error object OpenAI's own API answers for this refusal. What the refusal says of itself wins; else the
 * status decides as OpenAI does: 401 an invalid_api_key, 429 a rate_limit_exceeded of type `requests`, a 5xx a
 * server_error, any other 4xx an invalid_request_error (with the field a 400 names as its `param`).
 */
export function openAiErrorOf({ status, errMsgs, detail = {} }: Refusal): OpenAiError {
  const byStatus = defaultsFor(status);
  return {
    message: detail.clientMessage ?? (errMsgs.join("\n") || `HTTP ${status}`),
    type: detail.type ?? byStatus.type,
    param: detail.param !== undefined ? detail.param : byStatus.readsParam ? paramNamedIn(errMsgs[0]) : null,
    code: detail.code !== undefined ? detail.code : byStatus.code,
  };
}

/** The field a validation message is about, in OpenAI's notation; null when it names none. */
export function paramNamedIn(message: string | undefined): string | null {
  return (message && LEADING_FIELD.exec(message)?.[1]) || null;
}

function defaultsFor(status: number): { type: string; code: string | null; readsParam: boolean } {
  if (status >= 500) return { type: "server_error", code: null, readsParam: false };
  if (status === 401) return { type: INVALID_REQUEST_ERROR, code: "invalid_api_key", readsParam: false };
  if (status === 429) return { type: "requests", code: "rate_limit_exceeded", readsParam: false };
  return { type: INVALID_REQUEST_ERROR, code: null, readsParam: status === 400 || status === 422 };
}
