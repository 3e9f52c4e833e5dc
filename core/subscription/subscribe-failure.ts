import { GatewayError } from "../errors/gateway-error.ts";

export const UNEXPECTED_SUBSCRIBE_ERROR = "An unexpected error occurred";

const STATUSES_WITH_OWN_MESSAGE = new Set([400, 404, 500]);

/**
 * The error a failed subscription shows (SPEC §8): the server's own message for 400, 404 and 500, "Token is null"
 * when nobody is signed in, and "An unexpected error occurred" for anything else. Both gateway adapters reject
 * `subscribe` with what this returns.
 */
export function subscribeFailure(error: unknown): Error {
  if (
    error instanceof GatewayError &&
    (error.missingToken || STATUSES_WITH_OWN_MESSAGE.has(error.status ?? 0))
  ) {
    return new Error(error.message, { cause: error });
  }
  return new Error(UNEXPECTED_SUBSCRIBE_ERROR, { cause: error });
}
