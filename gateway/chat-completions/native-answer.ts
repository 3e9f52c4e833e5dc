import type { OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";
import { typedServerSentEvent } from "./chat-dialect.ts";
import type { Usage } from "./completion-provider.ts";
import { openEventStream, recordBrokenStream } from "./event-stream-reply.ts";
import { loggedAnswerOf } from "./logged-answer.ts";
import type { ModelReply } from "./model-exchange.ts";
import { chatMessageOfNativeAnswer, NativeStreamAnswer } from "./native-answer-log.ts";
import type { NativeAnswerSummary, NativeApi } from "./native-api.ts";
import type { RequestTrace } from "./request-trace.ts";
import type { NativeAnswer } from "./upstream/native-api-upstream.ts";

/** Token counts in OpenAI's names from a native answer's; null when the upstream gave none. */
function usageOf(summary: NativeAnswerSummary): Usage | null {
  const { inputTokens, outputTokens, cachedInputTokens } = summary;
  if (inputTokens === null || outputTokens === null) return null;
  return {
    prompt_tokens: inputTokens,
    completion_tokens: outputTokens,
    total_tokens: inputTokens + outputTokens,
    ...(cachedInputTokens ? { cached_tokens: cachedInputTokens } : {}),
  };
}

/**
 * Fills the trace from what the upstream answered, estimating the usage it did not report. The log keeps the
 * answer's words and its tool calls apart, as it does a chat answer's.
 */
function traceAnswer(
  trace: RequestTrace,
  summary: NativeAnswerSummary,
  answer: OpenAiChatMessage | null,
  estimate: (answer: string) => Usage,
): void {
  const usage = usageOf(summary);
  trace.usage = usage ?? estimate(summary.text);
  trace.usageEstimated = usage === null;
  const logged = answer ? loggedAnswerOf(answer) : { words: summary.text, toolCalls: null };
  trace.responseContent = logged.words;
  trace.toolCalls = logged.toolCalls;
  trace.providerModel = summary.model ?? trace.providerModel;
}

/** Sends an upstream's whole native answer, or its refusal of the request, as it wrote it. */
export function sendNativeAnswer(
  reply: ModelReply,
  headers: Record<string, string>,
  answer: NativeAnswer,
  api: NativeApi,
  trace: RequestTrace,
  estimate: (answer: string) => Usage,
): void {
  if (answer.status >= 400) {
    trace.finish(answer.status, answer.text.slice(0, 300));
  } else {
    traceAnswer(trace, api.summaryOf(answer.json), chatMessageOfNativeAnswer(api.api, answer.json), estimate);
    trace.firstTokenSent();
    trace.finish(200);
  }
  reply.code(answer.status).headers(headers).type("application/json; charset=utf-8").send(answer.text);
}

/**
 * Relays an upstream's native event stream as it comes (`event: <type>` and its data), reading the answer and
 * usage for the log as it passes. A failure once the stream started is told inside it, in the API's own event.
 */
export async function relayNativeStream(
  reply: ModelReply,
  headers: Record<string, string>,
  events: AsyncIterable<string>,
  api: NativeApi,
  trace: RequestTrace,
  clientGone: AbortSignal,
  estimate: (answer: string) => Usage,
): Promise<void> {
  const out = openEventStream(reply, headers);
  const summary = api.streamSummary();
  const logged = new NativeStreamAnswer(api.api);
  try {
    for await (const data of events) {
      const event = JSON.parse(data) as { type?: unknown };
      if (summary.add(event)) trace.firstTokenSent();
      logged.add(event);
      const line = data.includes("\n") ? JSON.stringify(event) : data;
      out.write(`${typeof event.type === "string" ? `event: ${event.type}\n` : ""}data: ${line}\n\n`);
    }
    trace.finish(200);
  } catch (error) {
    recordBrokenStream(error, out, trace, clientGone, (message) =>
      typedServerSentEvent(summary.failureEvent(message)),
    );
  } finally {
    out.end();
    traceAnswer(trace, summary.summary(), logged.message(), estimate);
  }
}
