import { HttpProblem } from "../server/http-problem.ts";
import type { RoutingDecision } from "./choose-model.ts";
import { type ForwardedRequest, type ProviderCall, UpstreamFailure } from "./completion-provider.ts";
import type { ChatRequest } from "./read-chat-request.ts";
import type { RequestTrace } from "./request-trace.ts";
import type { Attempt } from "./upstream-registry.ts";

/**
 * Starts the request on the decision's first attempt; when that provider fails and the client did not send
 * `ensure_success: false`, on the next ones in turn. The last failure is answered 502 in the provider's words.
 */
export async function startOnFirstThatAnswers<T>(
  decision: RoutingDecision,
  chat: Pick<ChatRequest, "ensureSuccess">,
  trace: RequestTrace,
  start: (attempt: Attempt) => Promise<T>,
): Promise<T> {
  const attempts = chat.ensureSuccess ? decision.attempts : decision.attempts.slice(0, 1);
  let failure: UpstreamFailure | null = null;
  for (const attempt of attempts) {
    trace.served = attempt;
    const started = performance.now();
    try {
      return await start(attempt);
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      failure = error;
      trace.upstreamFailures.push({ provider: attempt.route.provider.label, status: error.upstreamStatus });
    } finally {
      trace.attemptTook(performance.now() - started);
    }
  }
  throw new HttpProblem(502, failure?.message ?? "No provider could serve the request");
}

/** The call a provider gets for an attempt. */
export function providerCallFor(
  attempt: Attempt,
  chat: ChatRequest,
  forwarded: ForwardedRequest,
  signal: AbortSignal,
): ProviderCall {
  return {
    model: attempt.route.modelName,
    systemName: attempt.model.systemName,
    messages: forwarded.messages,
    fields: forwarded.fields,
    maxOutputTokens: chat.maxOutputTokens,
    timeToFirstTokenMs: attempt.model.timeToFirstTokenMs,
    tokensPerSecondOut: attempt.model.tokensPerSecondOut,
    signal,
  };
}

/** Response headers naming what served the request and why. */
export function servedHeaders(attempt: Attempt, decision: RoutingDecision): Record<string, string> {
  return {
    "x-gateway-model": headerSafe(attempt.model.systemName),
    "x-gateway-provider": headerSafe(attempt.route.provider.label),
    "x-gateway-routing-reason": headerSafe(decision.reason),
  };
}

function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "?");
}
