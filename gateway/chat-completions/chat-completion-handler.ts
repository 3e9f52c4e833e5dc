import type { FastifyReply, FastifyRequest } from "fastify";
import { lastMessageText } from "../../core/chat-completions/chat-message-text.ts";
import { PiiRedactor } from "../../core/pii/pii-redactor.ts";
import { redactChatRequest } from "../../core/pii/redact-chat-request.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { HttpProblem } from "../server/http-problem.ts";
import { ApiKeyDirectory } from "./api-key-directory.ts";
import { authenticateCaller } from "./authenticate-caller.ts";
import type { ChatHistoryRecorder } from "./chat-history.repository.ts";
import { chooseModel, type ModelChoiceDeps, type RoutingDecision } from "./choose-model.ts";
import type { ForwardedRequest } from "./completion-provider.ts";
import { type DepartmentPolicy, policyForCaller } from "./department-policy.ts";
import { ModelCatalogue } from "./model-catalogue.ts";
import { ObservedStatistics } from "./observed-statistics.ts";
import { providerCallFor, servedHeaders, startOnFirstThatAnswers } from "./provider-attempts.ts";
import { type ChatRequest, readChatRequest } from "./read-chat-request.ts";
import { relayStream } from "./relay-stream.ts";
import { CLIENT_CLOSED_REQUEST, RequestTrace } from "./request-trace.ts";
import { SimulatedProvider } from "./simulated/simulated-provider.ts";
import { estimatedUsage } from "./upstream/openai-compatible-provider.ts";
import { UpstreamRegistry } from "./upstream-registry.ts";

/**
 * POST /chat/completions: authenticate the caller, read the request, hold it to the department's budget, allowed
 * models and regions, pick the model (Best Available by the strategy), redact personal data as the department
 * says, forward it, answer whole or streamed, and record it once answered, whatever the outcome.
 */
export class ChatCompletionHandler {
  private readonly keys: ApiKeyDirectory;
  private readonly choice: ModelChoiceDeps;

  constructor(
    private readonly deps: GatewayDeps,
    private readonly recorder: ChatHistoryRecorder,
  ) {
    this.keys = new ApiKeyDirectory(deps.db);
    this.choice = {
      catalogue: new ModelCatalogue(deps.db),
      registry: new UpstreamRegistry(deps.upstreams, new SimulatedProvider(deps.clock)),
      statistics: new ObservedStatistics(deps.db, deps.clock),
    };
  }

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const trace = new RequestTrace(this.deps.clock, request.body);
    const clientGone = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) clientGone.abort();
    });
    try {
      trace.caller = await authenticateCaller(request, this.keys, this.deps.db, this.deps.identity);
      const chat = readChatRequest(request.body, request.headers);
      trace.isStream = chat.stream;
      const policy = await policyForCaller(this.deps.db, this.deps.clock, trace.caller);
      const decision = await chooseModel(chat.model, chat.routingStrategy, this.choice, policy);
      trace.strategy = decision.strategy;
      trace.routingReason = decision.reason;
      const forwarded = forwardedRequest(chat, policy);
      trace.query = lastMessageText(forwarded.messages, "user");
      trace.requestContent = JSON.stringify(forwarded.messages);
      await this.answer(reply, chat, decision, forwarded, trace, clientGone.signal);
      return reply;
    } catch (error) {
      if (clientGone.signal.aborted) {
        trace.finish(
          CLIENT_CLOSED_REQUEST,
          "The client closed the connection before the answer was complete",
        );
        return reply;
      }
      trace.finish(error instanceof HttpProblem ? error.statusCode : 500, (error as Error).message);
      throw error;
    } finally {
      this.recorder.record(trace.recorded());
    }
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
