import { anthropicErrorOf } from "../../core/anthropic-messages/anthropic-error.ts";
import { MessagesStreamSummary, summaryOfMessage } from "../../core/anthropic-messages/message-summary.ts";
import { redactMessagesRequest } from "../../core/anthropic-messages/redact-messages-request.ts";
import type { NativeApi, NativeStreamSummary } from "../chat-completions/native-api.ts";

/** The version Anthropic's API is asked in when the client names none (its SDKs always do). */
const DEFAULT_ANTHROPIC_VERSION = "2023-06-01";

/** Anthropic's Messages API, spoken natively by Anthropic's API and any Messages-compatible server. */
export const MESSAGES_NATIVE_API: NativeApi = {
  api: "anthropic-messages",
  path: "/messages",
  headers: (upstream, client) => {
    const version = client["anthropic-version"];
    const beta = client["anthropic-beta"];
    return {
      ...(upstream.apiKey ? { "x-api-key": upstream.apiKey } : {}),
      "anthropic-version": typeof version === "string" ? version : DEFAULT_ANTHROPIC_VERSION,
      ...(typeof beta === "string" ? { "anthropic-beta": beta } : {}),
    };
  },
  redact: redactMessagesRequest,
  summaryOf: summaryOfMessage,
  streamSummary: () => new MessageEventsSummary(),
};

/** A native Messages stream read for the log; a broken stream ends with Anthropic's error event. */
class MessageEventsSummary extends MessagesStreamSummary implements NativeStreamSummary {
  failureEvent(message: string) {
    return anthropicErrorOf(500, message);
  }
}
