import { capabilitiesNeeded } from "../../core/available-models/model-capability.ts";
import { lastMessageText } from "../../core/chat-completions/chat-message-text.ts";
import { requestNeeds } from "../../core/chat-completions/request-needs.ts";
import { PiiRedactor } from "../../core/pii/pii-redactor.ts";
import { type RedactText, redactChatRequest } from "../../core/pii/redact-chat-request.ts";
import { approximatePromptTokens } from "../../core/simulated-model/approximate-tokens.ts";
import { loggedMessages } from "../../core/usage-logs/logged-content.ts";
import { ModelKind } from "../available-models/model-kind.ts";
import type { ChatDialect, DialectRequest, ServedModel } from "./chat-dialect.ts";
import { chooseModel, type RoutingDecision } from "./choose-model.ts";
import { type ForwardedRequest, UpstreamFailure } from "./completion-provider.ts";
import { loggedCompletion } from "./logged-answer.ts";
import type { CatalogueModel } from "./model-catalogue.ts";
import type { ModelEndpoint } from "./model-endpoint.ts";
import type { ModelReply, ModelRequest } from "./model-exchange.ts";
import { relayNativeStream, sendNativeAnswer } from "./native-answer.ts";
import { speaks } from "./native-api.ts";
import { providerCallFor, servedHeaders, startOnFirstThatAnswers } from "./provider-attempts.ts";
import { type ChatRequest, readChatRequest } from "./read-chat-request.ts";
import { relayStream } from "./relay-stream.ts";
import type { RequestTrace } from "./request-trace.ts";
import { NativeApiUpstream } from "./upstream/native-api-upstream.ts";
import { estimatedUsage } from "./upstream/openai-compatible-provider.ts";
import type { UpstreamConfig } from "./upstream-config.ts";
import type { Attempt } from "./upstream-registry.ts";

/** One request, read and held to its caller's policies, on its way to a provider. */
interface ServedRequest {
  readonly request: ModelRequest;
  readonly reply: ModelReply;
  readonly dialect: DialectRequest;
  readonly chat: ChatRequest;
  readonly decision: RoutingDecision;
  readonly forwarded: ForwardedRequest;
  /** The department's PII handling; null when none applies. */
  readonly redact: RedactText | null;
  readonly trace: RequestTrace;
  readonly signal: AbortSignal;
}

/** A provider accepted the request; what is left is to send its answer to the client. */
interface StartedAnswer {
  send(): Promise<void>;
}

/**
 * A chat completion, spoken in the endpoint's dialect (POST /chat/completions, /responses, Anthropic's /messages):
 * authenticate the caller, read the request, hold it to the department's budget, allowed models and regions, pick
 * the model (Best Available by the strategy), redact personal data as the department says, forward it (as sent
 * to an upstream that speaks the dialect's API natively, else as chat completions), answer whole or streamed, and
 * record it once answered, whatever the outcome.
 */
export class ChatCompletionHandler {
  private readonly nativeUpstreams = new Map<UpstreamConfig, NativeApiUpstream>();

  constructor(
    private readonly endpoint: ModelEndpoint,
    private readonly dialect: ChatDialect,
  ) {}

  handle(request: ModelRequest, reply: ModelReply): Promise<ModelReply> {
    return this.endpoint.traced(request, reply, async (trace, caller, signal) => {
      trace.endpoint = this.dialect.endpoint;
      const dialect = await this.dialect.read(request.body, caller);
      const chat = readChatRequest(dialect.chatBody, request.headers);
      trace.isStream = chat.stream;
      const policy = await this.endpoint.policyFor(caller);
      const needs = capabilitiesNeeded(requestNeeds({ ...chat.fields, messages: chat.messages }));
      const decision = await chooseModel(
        chat.model,
        chat.routingStrategy,
        this.endpoint.choice,
        policy,
        ModelKind.CHAT,
        needs,
        caller.key?.allowedModels ?? null,
      );
      trace.strategy = decision.strategy;
      trace.routingReason = decision.reason;
      const redactor = policy ? new PiiRedactor(policy.piiHandling, policy.piiEntities) : null;
      const redact = redactor ? (text: string) => redactor.redact(text) : null;
      const forwarded = forwardedRequest(chat, redact);
      // Counted on the request as translated to chat completions: a native upstream's body, redacted again by the
      // same redactor, carries the same texts and must not count them twice.
      trace.piiRedactions = redactor?.redactionCounts ?? null;
      trace.query = lastMessageText(forwarded.messages, "user");
      trace.requestContent = loggedMessages(forwarded.messages);
      trace.tools = loggedField(forwarded.fields.tools ?? forwarded.fields.functions);
      trace.responseFormat = loggedField(forwarded.fields.response_format);
      await this.endpoint.reserve(trace, caller, policy, modelsOf(decision), {
        promptTokens: approximatePromptTokens(forwarded.messages, forwarded.fields.tools),
        maxOutputTokens: chat.maxOutputTokens,
        choices: choicesOf(forwarded.fields.n),
      });
      const served: ServedRequest = {
        request,
        reply,
        dialect,
        chat,
        decision,
        forwarded,
        redact,
        trace,
        signal,
      };
      const started = await startOnFirstThatAnswers(decision, chat, trace, (attempt) =>
        dialect.native && speaks(attempt.route.upstream, dialect.native.api.api)
          ? this.startNative(attempt, served)
          : this.startTranslated(attempt, served),
      );
      await started.send();
    });
  }

  /** Asks the provider in chat completions, and writes its answer in the dialect. */
  private async startTranslated(attempt: Attempt, served: ServedRequest): Promise<StartedAnswer> {
    const { reply, dialect, chat, decision, forwarded, trace, signal } = served;
    if (dialect.translationRefusal) throw dialect.translationRefusal;
    if (!speaks(attempt.route.upstream, "chat-completions"))
      throw new UpstreamFailure(`${attempt.route.provider.label} does not speak chat completions`);
    const call = providerCallFor(attempt, chat, forwarded, signal);
    const model = servedModel(attempt.model.systemName, forwarded);
    const headers = servedHeaders(attempt, decision);
    const estimate = (answer: string) => estimatedUsage(forwarded, answer);
    if (chat.stream) {
      const started = await attempt.route.provider.stream(call);
      const writer = dialect.streamWriter(model);
      return {
        send: () => relayStream(reply, headers, started, writer, trace, signal, estimate).then(() => {}),
      };
    }
    const answer = await attempt.route.provider.complete(call);
    return {
      send: async () => {
        trace.usage = answer.usage;
        trace.usageEstimated = answer.usageEstimated;
        const logged = loggedCompletion(answer.body, answer.content);
        trace.responseContent = logged.words;
        trace.toolCalls = logged.toolCalls;
        trace.providerModel = answer.providerModel;
        const body = await dialect.wholeAnswer(answer.body, model);
        trace.firstTokenSent();
        trace.finish(200);
        reply.headers(headers).type("application/json; charset=utf-8").send(body);
      },
    };
  }

  /** Sends the request as the client wrote it to an upstream that speaks its API, and its answer back as written. */
  private async startNative(attempt: Attempt, served: ServedRequest): Promise<StartedAnswer> {
    const { request, reply, dialect, chat, decision, forwarded, redact, trace, signal } = served;
    const native = dialect.native;
    const upstream = attempt.route.upstream;
    if (!native || !upstream) throw new Error("startNative needs a native request and a configured upstream");
    const asSent = redact ? native.api.redact(native.body, redact) : native.body;
    const call = {
      body: { ...asSent, model: attempt.route.modelName },
      clientHeaders: request.headers,
      signal,
    };
    const headers = servedHeaders(attempt, decision);
    const estimate = (answer: string) => estimatedUsage(forwarded, answer);
    const reached = this.nativeUpstream(upstream, native.api);
    const answer = chat.stream ? await reached.stream(call) : await reached.complete(call);
    if (Symbol.asyncIterator in answer)
      return { send: () => relayNativeStream(reply, headers, answer, native.api, trace, signal, estimate) };
    return { send: async () => sendNativeAnswer(reply, headers, answer, native.api, trace, estimate) };
  }

  private nativeUpstream(upstream: UpstreamConfig, api: NonNullable<DialectRequest["native"]>["api"]) {
    let reached = this.nativeUpstreams.get(upstream);
    if (!reached) {
      reached = new NativeApiUpstream(upstream, api);
      this.nativeUpstreams.set(upstream, reached);
    }
    return reached;
  }
}

function servedModel(systemName: string, forwarded: ForwardedRequest): ServedModel {
  return {
    systemName,
    estimatedPromptTokens: approximatePromptTokens(forwarded.messages, forwarded.fields.tools),
    forwardedMessages: forwarded.messages,
  };
}

/** The models that may serve the request: the first, and those tried after it. */
function modelsOf(decision: RoutingDecision): CatalogueModel[] {
  return decision.attempts.map((attempt) => attempt.model);
}

/** How many answers the request asks for (n); one unless it says a whole number above. */
function choicesOf(n: unknown): number {
  return typeof n === "number" && Number.isInteger(n) && n > 1 ? n : 1;
}

/** A field of the request as the log keeps it: its JSON text, none when absent or empty. */
function loggedField(value: unknown): string | null {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return null;
  return JSON.stringify(value);
}

/** The request as the provider gets it: the department's PII handling applied to every text it carries. */
function forwardedRequest(chat: ChatRequest, redact: RedactText | null): ForwardedRequest {
  if (!redact) return { messages: chat.messages, fields: chat.fields };
  const redacted = redactChatRequest({ messages: chat.messages, tools: chat.fields.tools }, redact);
  return {
    messages: redacted.messages,
    fields: redacted.tools === undefined ? chat.fields : { ...chat.fields, tools: redacted.tools },
  };
}
