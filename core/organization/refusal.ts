/**
 * Why the gateway refuses a call, as data: the memory adapter throws it as a GatewayError and the reference
 * gateway answers it as `{ statusCode, errMsgs }`, so both refuse with the same status and words.
 */
export interface Refusal {
  readonly status: 400 | 403 | 404 | 409;
  readonly errMsgs: readonly string[];
}

export function refusal(status: Refusal["status"], ...errMsgs: string[]): Refusal {
  return { status, errMsgs };
}

/** A 400 for input that broke validation rules, or null when there were none. */
export function invalidInput(errMsgs: readonly string[]): Refusal | null {
  return errMsgs.length > 0 ? refusal(400, ...errMsgs) : null;
}
