import { redactResponsesRequest } from "../../core/responses-api/redact-responses-request.ts";
import { summaryOfResponse } from "../../core/responses-api/response-summary.ts";
import type { NativeAnswerSummary, NativeApi, NativeStreamSummary } from "../chat-completions/native-api.ts";

/** Events of a Responses stream that carry the answer itself. */
const CONTENT_EVENTS = new Set([
  "response.output_text.delta",
  "response.refusal.delta",
  "response.function_call_arguments.delta",
]);
/** Events that end a Responses stream with the whole response. */
const FINAL_EVENTS = new Set(["response.completed", "response.incomplete", "response.failed"]);

/** OpenAI's Responses API, spoken natively by upstreams declared with `apis: ["responses", …]` (OpenAI's). */
export const RESPONSES_NATIVE_API: NativeApi = {
  api: "responses",
  path: "/responses",
  headers: (upstream): Record<string, string> =>
    upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {},
  redact: redactResponsesRequest,
  summaryOf: summaryOfResponse,
  streamSummary: () => new ResponseEventsSummary(),
};

/** Reads a native Responses stream: the first content event, the final response, the last sequence number. */
class ResponseEventsSummary implements NativeStreamSummary {
  private final: NativeAnswerSummary = {
    text: "",
    inputTokens: null,
    outputTokens: null,
    cachedInputTokens: null,
    model: null,
  };
  private lastSequence = -1;

  add(event: unknown): boolean {
    const { type, response, sequence_number: sequence } = (event ?? {}) as Record<string, unknown>;
    if (typeof sequence === "number") this.lastSequence = sequence;
    if (typeof type !== "string") return false;
    if (FINAL_EVENTS.has(type)) this.final = summaryOfResponse(response);
    return CONTENT_EVENTS.has(type);
  }

  summary(): NativeAnswerSummary {
    return this.final;
  }

  failureEvent(message: string) {
    return {
      type: "error",
      code: "server_error",
      message,
      param: null,
      sequence_number: this.lastSequence + 1,
    };
  }
}
