import type { CallFailure } from "../errors/http-failure.ts";

/**
 * Refusals of a chat completion the playground tells in place, in the gateway's words, instead of sending the
 * person to an error page: a model the gateway does not offer (404 model_not_found) and a department's spent
 * budget (429 insufficient_quota). Both are about this request, not the session or the service: a rate limit
 * (429 rate_limit_exceeded) still goes to its page.
 */
export function isChatRefusalShownInPlace(failure: CallFailure): boolean {
  // Stryker disable next-line ConditionalExpression: only an http failure has a status; for the others the check below is false anyway (the guard narrows the type)
  if (failure.kind !== "http") return false;
  return (
    (failure.status === 404 && failure.code === "model_not_found") ||
    (failure.status === 429 && failure.code === "insufficient_quota")
  );
}

/**
 * A refusal of a request made with one of the person's keys (by id), told in place in the gateway's words: the key
 * expired, was revoked (401), may not use the model (403), is over a limit per minute or its budget (429). The
 * session is fine: no page stands for these.
 */
export function isKeyRefusalShownInPlace(failure: CallFailure): boolean {
  // Stryker disable next-line ConditionalExpression: only an http failure has a status; for the others includes(undefined) is false anyway (the kind check narrows the type)
  return failure.kind === "http" && [401, 403, 429].includes(failure.status);
}
