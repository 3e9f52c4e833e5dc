/** The simulated model with the shortest answers (80 ms to the first token, 250 tokens/s): no upstream needed. */
export const LOAD_MODEL = "simulated-fast";
/** Short answers keep each request's time in the gateway near 150 ms, so 500 requests/s need ~75 in flight. */
const MAX_TOKENS = 16;

/** Which request this is, unique in the run; the gateway logs the prompt, so it finds the request's log row. */
export function promptOf(marker: string): string {
  return `Load request ${marker}: what is a watt?`;
}

/** The body of a completion request carrying that prompt; every fourth one streamed. */
export function completionBody(marker: string, stream: boolean): string {
  return JSON.stringify({
    model: LOAD_MODEL,
    messages: [{ role: "user", content: promptOf(marker) }],
    max_tokens: MAX_TOKENS,
    stream,
  });
}

/** A whole answer, or a stream that ended with [DONE] and no error event. */
export function isCompleteAnswer(body: string): boolean {
  return body.startsWith("{")
    ? body.includes('"choices"')
    : body.endsWith("data: [DONE]\n\n") && !body.includes("errMsgs");
}
