import type { FastifyReply, FastifyRequest } from "fastify";
import { lastMessageText } from "../../core/chat-completions/chat-message-text.ts";
import { PiiRedactor } from "../../core/pii/pii-redactor.ts";
import { redactChatRequest } from "../../core/pii/redact-chat-request.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import type { ChatHistoryRecorder } from "./chat-history.repository.ts";
import { chooseModel, type RoutingDecision } from "./choose-model.ts";
import type { ForwardedRequest } from "./completion-provider.ts";
import { type DepartmentPolicy, policyForCaller } from "./department-policy.ts";
import { ModelEndpoint } from "./model-endpoint.ts";
import { providerCallFor, servedHeaders, startOnFirstThatAnswers } from "./provider-attempts.ts";
import { type ChatRequest, readChatRequest } from "./read-chat-request.ts";
import { relayStream } from "./relay-stream.ts";
import type { RequestTrace } from "./request-trace.ts";
import { estimatedUsage } from "./upstream/openai-compatible-provider.ts";

/**
 * POST /chat/completions: authenticate the caller, read the request, hold it to the department's budget, allowed
 * models and regions, pick the model (Best Available by the strategy), redact personal data as the department
 * says, forward it, answer whole or streamed, and record it once answered, whatever the outcome.
 */
export class ChatCompletionHandler {
  private readonly endpoint: ModelEndpoint;

  constructor(deps: GatewayDeps, recorder: ChatHistoryRecorder) {
    this.endpoint = new ModelEndpoint(deps, recorder);
  }

  handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { deps, choice } = this.endpoint;
    return this.endpoint.traced(request, reply, async (trace, caller, clientGone) => {
      const chat = readChatRequest(request.body, request.headers);
      trace.isStream = chat.stream;
      const policy = await policyForCaller(deps.db, deps.clock, caller);
      const decision = await chooseModel(chat.model, chat.routingStrategy, choice, policy);
      trace.strategy = decision.strategy;
      trace.routingReason = decision.reason;
      const forwarded = forwardedRequest(chat, policy);
      trace.query = lastMessageText(forwarded.messages, "user");
      trace.requestContent = JSON.stringify(forwarded.messages);
      await this.answer(reply, chat, decision, forwarded, trace, clientGone);
    });
  }

  private async answer(
    reply: FastifyReply,
    chat: ChatRequest,
    decision: RoutingDecision,
    forwarded: ForwardedRequest,
    trace: RequestTrace,
    signal: AbortSignal,
  ): Promise<void> {
    const estimate = (answer: string) => estimatedUsage(forwarded, answer);
    if (chat.stream) {
      const { attempt, started } = await startOnFirstThatAnswers(decision, chat, trace, async (attempt) => ({
        attempt,
        started: await attempt.route.provider.stream(providerCallFor(attempt, chat, forwarded, signal)),
      }));
      await relayStream(reply, servedHeaders(attempt, decision), started, trace, signal, estimate);
      return;
    }
    const { attempt, answer } = await startOnFirstThatAnswers(decision, chat, trace, async (attempt) => ({
      attempt,
      answer: await attempt.route.provider.complete(providerCallFor(attempt, chat, forwarded, signal)),
    }));
    trace.usage = answer.usage;
    trace.usageEstimated = answer.usageEstimated;
    trace.responseContent = answer.content;
    trace.providerModel = answer.providerModel;
    trace.firstTokenSent();
    trace.finish(200);
    reply.headers(servedHeaders(attempt, decision)).type("application/json; charset=utf-8").send(answer.body);
  }
}

/** The request as the provider gets it: the department's PII handling applied to every text it carries. */
function forwardedRequest(chat: ChatRequest, policy: DepartmentPolicy | null): ForwardedRequest {
  if (!policy) return { messages: chat.messages, fields: chat.fields };
  const redactor = new PiiRedactor(policy.piiHandling, policy.piiEntities);
  const redacted = redactChatRequest({ messages: chat.messages, tools: chat.fields.tools }, (text) =>
    redactor.redact(text),
  );
  return {
    messages: redacted.messages,
    fields: redacted.tools === undefined ? chat.fields : { ...chat.fields, tools: redacted.tools },
  };
}
