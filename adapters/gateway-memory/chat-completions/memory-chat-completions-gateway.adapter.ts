import { concatMap, defer, delay, from, type Observable, of, switchMap } from "rxjs";
import type { KeyOnRecord } from "../../../core/api-keys/key-on-record.ts";
import { BEST_AVAILABLE_MODEL } from "../../../core/available-models/best-available.ts";
import { capabilitiesFromWire, ModelCapability } from "../../../core/available-models/model-capability.ts";
import type { ProviderModelRecord } from "../../../core/available-models/provider-model.entity.ts";
import {
  type ChatCompletionBody,
  chatCompletionBody,
  questionOf,
} from "../../../core/chat-completions/chat-completion-body.ts";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import type { OpenAiChatMessage } from "../../../core/chat-completions/chat-message-text.ts";
import { lastMessageText } from "../../../core/chat-completions/chat-message-text.ts";
import {
  type ChatStreamEvent,
  type CompletionResult,
  type CompletionUsage,
  readCompletion,
  readCompletionChunk,
  type ServedBy,
} from "../../../core/chat-completions/completion-result.ts";
import { RoutingStrategy } from "../../../core/chat-completions/routing-strategy.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { NOT_IN_DEPARTMENT } from "../../../core/organization/organization-permissions.ts";
import { redactChatRequest } from "../../../core/pii/redact-chat-request.ts";
import { approximatePromptTokens } from "../../../core/simulated-model/approximate-tokens.ts";
import { InvalidToolRequest } from "../../../core/simulated-model/invalid-tool-request.error.ts";
import { type SimulatedReply, simulatedReply } from "../../../core/simulated-model/simulated-reply.ts";
import { UnsupportedSchema } from "../../../core/simulated-model/unsupported-schema.error.ts";
import { loggedMessages } from "../../../core/usage-logs/logged-content.ts";
import { UsageEndpoint } from "../../../core/usage-logs/usage-endpoint.ts";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { PLAYGROUND_KEY } from "../../../core/usage-logs/usage-log-rules.ts";
import { isoAt, systemClock } from "../memory-clock.ts";
import { type AdmittedKeyRequest, type KeysOnRecord, MemoryKeyRules } from "./memory-key-rules.ts";

/** The provider the memory profile names, as the reference gateway names its own simulated provider. */
const SIMULATED_PROVIDER = "Simulated (offline)";

/** What was answered as a department, for the organization's report. */
export interface DepartmentRequestRecord {
  readonly model: string;
  /** USD. */
  readonly totalCost: number;
  readonly totalTokens: number;
}

/** A department the signed-in person asks as (the x-department-id of the HTTP adapter). */
export interface AskedDepartment {
  /** The department's PII handling, applied to every message before the model sees it. */
  redact(text: string): string;
  /** Records the answered request among the organization's requests, under the person's membership. */
  record(request: DepartmentRequestRecord): void;
}

export interface SimulatedProviderOptions {
  readonly clock?: Clock;
  /** Called with the log record of every request answered (the memory usage logs' `record`). */
  readonly log?: (record: UsageLogRecord) => void;
  /** Pause between streamed pieces, so the demo shows an answer being written; 0 in tests. */
  readonly pieceDelayMs?: number;
  /**
   * The department the signed-in person asks as, from the memory organization area; rejects with the gateway's
   * 403 when they do not belong to it. Without it, no department can be asked as.
   */
  readonly askAsDepartment?: (departmentId: string) => Promise<AskedDepartment>;
  /** The person's keys, for a request made with one by id (the memory API keys gateway). Without them, none is. */
  readonly apiKeys?: KeysOnRecord;
}

/**
 * The playground's completions answered by a simulated provider that says it is one, with the reference gateway's
 * own simulated model (core's `simulatedReply`): the same conversation gets the same words, tool calls and JSON
 * on both profiles. The request is built with core's `chatCompletionBody`, exactly as the HTTP adapter sends it,
 * and its answer read with core's readers of the gateway's JSON. Rules shared with the reference gateway:
 * - the model must be one of the catalogue's active models, else a 404 "Unknown model: <name>"; Best Available
 *   is served by the cheapest active model;
 * - a request without any message is a 400 "messages must not be empty";
 * - tokens are approximated as the gateway does; cost follows the model's prices;
 * - tools or a schema the simulated model cannot act on are a 400 naming the field;
 * - each answered request is logged, with the key it used or `playground`;
 * - asked as a department (`departmentId`), the person must belong to it (else 403 "You do not belong to this
 *   department."), the department's PII handling applies to what the model sees and to the log, and the request
 *   is recorded among the organization's requests;
 * - a stream first tells which model serves it and why, as the gateway's x-gateway-* headers do;
 * - made with one of the person's keys (`apiKeyId`), the key's rules apply as the gateway applies them
 *   (MemoryKeyRules), each refusal logged under the key with its status and words.
 */
export class MemoryChatCompletionsGateway implements ChatCompletionsGateway {
  private served = 0;
  private readonly keyRules: MemoryKeyRules | null;

  constructor(
    private readonly models: readonly ProviderModelRecord[],
    private readonly options: SimulatedProviderOptions = {},
  ) {
    const clock = options.clock ?? systemClock;
    this.keyRules = options.apiKeys ? new MemoryKeyRules(options.apiKeys, () => clock.now()) : null;
  }

  async complete(request: ChatCompletionRequest): Promise<CompletionResult> {
    const { reply, usage } = await this.answer(request, false);
    const message = reply.message;
    return readCompletion({ choices: [{ message }], usage }, questionOf(request));
  }

  stream(request: ChatCompletionRequest): Observable<ChatStreamEvent> {
    return defer(() => from(this.answer(request, true))).pipe(
      switchMap(({ reply, usage, servedBy }) => {
        const events: ChatStreamEvent[] = [
          { kind: "served", servedBy },
          ...reply.pieces.flatMap((piece) => readCompletionChunk({ choices: [{ delta: piece.delta }] })),
          { kind: "usage", usage },
        ];
        const pause = this.options.pieceDelayMs ?? 0;
        return from(events).pipe(
          concatMap((event) => (pause > 0 ? of(event).pipe(delay(pause)) : of(event))),
        );
      }),
    );
  }

  private async answer(
    request: ChatCompletionRequest,
    stream: boolean,
  ): Promise<{ reply: SimulatedReply; usage: CompletionUsage; servedBy: ServedBy }> {
    const department = request.departmentId ? await this.askAs(request.departmentId) : null;
    const body = chatCompletionBody(request, stream);
    const model = this.modelNamed(body.model);
    const servedBy: ServedBy = {
      model: model.systemName,
      provider: SIMULATED_PROVIDER,
      routingReason:
        body.model === BEST_AVAILABLE_MODEL.systemName
          ? `${request.routingStrategy ?? RoutingStrategy.NONE}: simulated, the cheapest active model`
          : "requested model",
    };
    if (body.messages.length === 0) throw GatewayError.http(400, "messages must not be empty");
    const sent = { messages: body.messages as unknown as OpenAiChatMessage[], tools: body.tools };
    const seen = department ? redactChatRequest(sent, (text) => department.redact(text)) : sent;
    const promptTokens = approximatePromptTokens(seen.messages, seen.tools);
    const admitted = this.admitKey(request, model, body, promptTokens, stream);
    let reply: SimulatedReply;
    try {
      reply = simulatedReplyOrRefusal(model.systemName, seen.messages, body);
    } catch (error) {
      if (admitted) this.keyRules?.release(admitted);
      throw error;
    }
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: reply.tokens,
      total_tokens: promptTokens + reply.tokens,
    };
    const key = admitted?.key ?? null;
    const totalCost = this.log(key, model, { ...body, ...seen }, reply, usage, stream);
    if (admitted) this.keyRules?.settle(admitted, totalCost, usage.total_tokens);
    department?.record({ model: model.systemName, totalCost, totalTokens: usage.total_tokens });
    return { reply, usage, servedBy };
  }

  /** The key's rules for a request made with one by id; a refusal is logged under the key, then thrown. */
  private admitKey(
    request: ChatCompletionRequest,
    model: ProviderModelRecord,
    body: ChatCompletionBody,
    promptTokens: number,
    stream: boolean,
  ): AdmittedKeyRequest | null {
    if (!request.apiKeyId) return null;
    if (!this.keyRules) throw GatewayError.http(403, `API key ${request.apiKeyId} is not one of yours.`);
    const key = this.keyRules.keyNamed(request.apiKeyId);
    const maxOutputTokens = body.max_tokens ?? body.max_completion_tokens ?? model.maxOutputTokens ?? null;
    const ceiling = {
      inputUsd: (promptTokens * model.tokenInPricePerMillionTokens) / 1_000_000,
      maxOutputUsd:
        maxOutputTokens === null ? null : (maxOutputTokens * model.tokenOutPricePerMilionTokens) / 1_000_000,
    };
    try {
      return this.keyRules.admit(key, model.systemName, ceiling);
    } catch (error) {
      const query = lastMessageText(body.messages as unknown as OpenAiChatMessage[], "user");
      if (error instanceof GatewayError) this.logRefusal(query, key, model, error, stream);
      throw error;
    }
  }

  /** A request a key's rule refused, as the gateway logs it: its status and words, nothing spent. */
  private logRefusal(
    query: string,
    key: KeyOnRecord,
    model: ProviderModelRecord,
    refusal: GatewayError,
    isStream: boolean,
  ): void {
    const clock = this.options.clock ?? systemClock;
    this.served += 1;
    this.options.log?.({
      id: `req_sim_${clock.now().toString(36)}_${this.served}`,
      createdAt: isoAt(clock),
      vendor: model.provider?.name ?? "Meridian",
      model: model.systemName,
      query,
      apikey: key.maskedValue,
      apiKeyId: key.id,
      statusCode: refusal.status ?? 400,
      timeToFirstToken: null,
      generationDuration: null,
      tokensIn: 0,
      tokensOut: 0,
      totalCost: 0,
      error: refusal.serverMessages.join("\n"),
      tokenRate: null,
      totalTokens: 0,
      tokensInCost: 0,
      tokensOutCost: 0,
      isStream,
      requestContent: null,
      responseContent: null,
      providerModel: model.nameInProvider,
      endpoint: UsageEndpoint.CHAT,
    });
  }

  private askAs(departmentId: string): Promise<AskedDepartment> {
    const { askAsDepartment } = this.options;
    if (!askAsDepartment) return Promise.reject(GatewayError.http(403, NOT_IN_DEPARTMENT));
    return askAsDepartment(departmentId);
  }

  private modelNamed(name: string): ProviderModelRecord {
    const active = this.models.filter((model) => model.active);
    if (name === BEST_AVAILABLE_MODEL.systemName) {
      const cheapest = active.filter(chats).sort((a, b) => pricePerToken(a) - pricePerToken(b))[0];
      if (cheapest) return cheapest;
    }
    const model = active.find((candidate) => candidate.systemName === name);
    if (!model) throw GatewayError.http(404, `Unknown model: ${name}`);
    // The catalogue lists embedding models too; the gateway refuses them here in the same words.
    if (!chats(model))
      throw GatewayError.http(400, `${name} is an embedding model; it is served by POST /embeddings.`);
    return model;
  }

  /** Logs the answered request for the usage logs, as the model saw it; answers what it cost. */
  private log(
    key: KeyOnRecord | null,
    model: ProviderModelRecord,
    seen: Omit<ChatCompletionBody, "messages" | "tools"> & {
      readonly messages: readonly OpenAiChatMessage[];
      readonly tools?: unknown;
    },
    reply: SimulatedReply,
    usage: CompletionUsage,
    isStream: boolean,
  ): number {
    const clock = this.options.clock ?? systemClock;
    const tokensInCost = (usage.prompt_tokens * model.tokenInPricePerMillionTokens) / 1_000_000;
    const tokensOutCost = (usage.completion_tokens * model.tokenOutPricePerMilionTokens) / 1_000_000;
    const toolCalls = reply.message.tool_calls;
    this.served += 1;
    this.options.log?.({
      id: `req_sim_${clock.now().toString(36)}_${this.served}`,
      createdAt: isoAt(clock),
      vendor: model.provider?.name ?? "Meridian",
      model: model.systemName,
      query: lastMessageText(seen.messages, "user"),
      apikey: key?.maskedValue ?? PLAYGROUND_KEY,
      apiKeyId: key?.id ?? null,
      statusCode: 200,
      timeToFirstToken: 0,
      generationDuration: 0,
      tokensIn: usage.prompt_tokens,
      tokensOut: usage.completion_tokens,
      totalCost: tokensInCost + tokensOutCost,
      error: null,
      tokenRate: null,
      totalTokens: usage.total_tokens,
      tokensInCost,
      tokensOutCost,
      isStream,
      requestContent: loggedMessages(seen.messages),
      responseContent: typeof reply.message.content === "string" ? reply.message.content : null,
      providerModel: model.nameInProvider,
      renewablePercentage: null,
      endpoint: UsageEndpoint.CHAT,
      tools: Array.isArray(seen.tools) && seen.tools.length > 0 ? JSON.stringify(seen.tools) : null,
      responseFormat: seen.response_format ? JSON.stringify(seen.response_format) : null,
      toolCalls: Array.isArray(toolCalls) ? JSON.stringify(toolCalls) : null,
      // No provider reported these counts: they are the gateway's approximation, as the reference gateway says.
      usageEstimated: true,
    });
    return tokensInCost + tokensOutCost;
  }
}

/** The simulated model's reply; tools or a schema it cannot act on are the caller's 400, naming the field. */
function simulatedReplyOrRefusal(
  model: string,
  messages: readonly OpenAiChatMessage[],
  body: ChatCompletionBody,
): SimulatedReply {
  const fields = { tools: body.tools, response_format: body.response_format };
  try {
    return simulatedReply(model, messages, fields, body.max_tokens ?? body.max_completion_tokens ?? null);
  } catch (error) {
    if (error instanceof UnsupportedSchema || error instanceof InvalidToolRequest)
      throw GatewayError.http(400, error.message);
    throw error;
  }
}

function chats(model: ProviderModelRecord): boolean {
  return capabilitiesFromWire(model.capabilities).includes(ModelCapability.CHAT);
}

function pricePerToken(model: ProviderModelRecord): number {
  return model.tokenInPricePerMillionTokens + model.tokenOutPricePerMilionTokens;
}
