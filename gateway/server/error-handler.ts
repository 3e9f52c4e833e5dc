import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { HttpProblem } from "./http-problem.ts";
import type { Refusal } from "./openai-error.ts";
import { INSUFFICIENT_QUOTA } from "./openai-refusals.ts";
import { refusalBody, refusalShapeFor } from "./refusal-body.ts";

const INTERNAL = "The gateway failed to answer this request; it has been logged.";
const INVALID_VALUE =
  "A value in the request cannot be stored (e.g. a NUL character or a number out of range).";
const OVERSIZED_VALUE = "A value in the request is too long to be stored.";
const NOT_JSON =
  "We could not parse the JSON body of your request: the gateway expects a JSON payload, and what was sent is not valid JSON.";

/**
 * PostgreSQL's class 22 "data exception" (22021 a NUL byte in text, 22003 a number out of range, 22007 a bad date…)
 * means the value came from the client and no validation caught it: still the client's input, so a 400. Drizzle
 * wraps the driver's error, so the code may sit on its cause.
 */
function isDataException(error: unknown): boolean {
  return postgresCodeOf(error)?.startsWith("22") === true;
}

/**
 * PostgreSQL's class 54 "program limit exceeded": 54000 when a value is too long for an index (a department name
 * of a few thousand characters overflows its unique index's row), likewise the client's input, a 400.
 */
function isOversizedValue(error: unknown): boolean {
  return postgresCodeOf(error)?.startsWith("54") === true;
}

/** The SQLSTATE of a PostgreSQL error, possibly wrapped by Drizzle as the cause. */
function postgresCodeOf(error: unknown): string | null {
  for (
    let current = error, depth = 0;
    current && depth < 3;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * Refusals keep their status and messages; anything Fastify rejects before a handler runs (a body that is not
 * JSON, too large, an unsupported media type, a failed schema) is the client's fault and stays a 4xx; only a
 * failure of the gateway itself is a 500, logged with its stack and answered without internals. Routes imitating
 * OpenAI's API answer OpenAI's error object as well (openai-compatible.ts).
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = refusalFor(error, request);
  if (refusal) send(request, reply, refusal);
}

function refusalFor(error: FastifyError | Error, request: FastifyRequest): Refusal | null {
  if (error instanceof HttpProblem)
    return { status: error.statusCode, errMsgs: error.errMsgs, detail: error.detail };
  if (isDataException(error)) {
    request.log.info({ err: error }, "refused a value the database cannot hold");
    return { status: 400, errMsgs: [INVALID_VALUE] };
  }
  if (isOversizedValue(error)) {
    request.log.info({ err: error }, "refused a value too long for the database");
    return { status: 400, errMsgs: [OVERSIZED_VALUE] };
  }
  const status = clientStatusOf(error);
  if (status !== null) {
    request.log.info({ err: error }, "refused a malformed request");
    const unreadable = (error as FastifyError).code === "FST_ERR_CTP_INVALID_JSON_BODY";
    return {
      status,
      errMsgs: ownMessagesOf(error) ?? [messageOf(error)],
      detail: unreadable ? { clientMessage: NOT_JSON } : {},
    };
  }
  // The client hung up before the answer began (a stream it stopped waiting for: Fastify reports its payload
  // closed early): not the gateway's failure, and nobody is left to answer.
  if (request.raw.socket?.destroyed) {
    request.log.info({ err: error }, "the client closed the connection before the answer");
    return null;
  }
  request.log.error({ err: error }, "request failed");
  return { status: 500, errMsgs: [INTERNAL] };
}

function clientStatusOf(error: FastifyError | Error): number | null {
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return 400;
  const status = fastifyError.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return status;
  // Errors thrown while parsing what the client sent, wherever they come from.
  if (error instanceof SyntaxError || error instanceof URIError) return 400;
  return null;
}

function messageOf(error: Error): string {
  const fastifyError = error as FastifyError;
  if (fastifyError.validation)
    return error.message.replace(/^(body|querystring|params|headers)\/?/, "").trim() || "Invalid request";
  return error.message || "Invalid request";
}

/** Messages a plugin already worded for the client (the rate limiter's). */
function ownMessagesOf(error: unknown): string[] | null {
  const errMsgs = (error as { errMsgs?: unknown }).errMsgs;
  return Array.isArray(errMsgs) && errMsgs.every((item) => typeof item === "string") ? errMsgs : null;
}

function send(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): void {
  if (reply.sent) return;
  // A spent budget stays spent until the month turns: OpenAI's and Anthropic's SDKs retry a 429 unless told not to.
  if (refusal.detail?.code === INSUFFICIENT_QUOTA) reply.header("x-should-retry", "false");
  if (refusal.detail?.retryAfterSeconds !== undefined)
    reply.header("Retry-After", String(refusal.detail.retryAfterSeconds));
  reply.code(refusal.status).send(refusalBody(refusalShapeFor(request), refusal));
}
