import type { FastifyRequest } from "fastify";
import { anthropicErrorOf } from "../../core/anthropic-messages/anthropic-error.ts";
import { answersLikeAnthropic } from "./anthropic-compatible.ts";
import { answersLikeOpenAi } from "./openai-compatible.ts";
import { type OpenAiError, openAiErrorOf, type Refusal } from "./openai-error.ts";

/** The body of a refusal in the dashboard's shape: the dashboard reads `errMsgs` (core's serverMessagesOf). */
export interface ProblemBody {
  readonly statusCode: number;
  readonly errMsgs: readonly string[];
  readonly message: string;
  /** On the OpenAI-compatible routes only: OpenAI's error object, which its SDKs read. */
  readonly error?: OpenAiError;
}

/** Whose shape a refusal takes: the dashboard's, the dashboard's with OpenAI's error beside it, or Anthropic's. */
export type RefusalShape = "dashboard" | "openai" | "anthropic";

/** The shape a refusal takes for the client that asked, by the route (or, unmatched, the path) it asked. */
export function refusalShapeFor(request: FastifyRequest): RefusalShape {
  if (answersLikeAnthropic(request)) return "anthropic";
  return answersLikeOpenAi(request) ? "openai" : "dashboard";
}

/**
 * A refusal as its client reads it: Anthropic's error and nothing else (its SDK's types are closed); or the
 * dashboard's shape, with OpenAI's error object beside it for OpenAI's clients. `message` is the dashboard's
 * summary, the messages joined unless said.
 */
export function refusalBody(
  shape: RefusalShape,
  refusal: Refusal,
  message = refusal.errMsgs.join("\n"),
): ProblemBody | ReturnType<typeof anthropicErrorOf> {
  const { status, errMsgs, detail } = refusal;
  if (shape === "anthropic")
    return anthropicErrorOf(status, detail?.clientMessage ?? (errMsgs.join("\n") || `HTTP ${status}`));
  return {
    statusCode: status,
    errMsgs,
    message,
    ...(shape === "openai" ? { error: openAiErrorOf(refusal) } : {}),
  };
}
