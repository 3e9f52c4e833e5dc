import { concatMap, defer, delay, from, type Observable, of, switchMap } from "rxjs";
import { BEST_AVAILABLE_MODEL } from "../../../core/available-models/best-available.ts";
import type { ProviderModelRecord } from "../../../core/available-models/provider-model.entity.ts";
import { chatCompletionBody, questionOf } from "../../../core/chat-completions/chat-completion-body.ts";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import type {
  ChatStreamEvent,
  CompletionResult,
  CompletionUsage,
  ServedBy,
} from "../../../core/chat-completions/completion-result.ts";
import { RoutingStrategy } from "../../../core/chat-completions/routing-strategy.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { NOT_IN_DEPARTMENT } from "../../../core/organization/organization-permissions.ts";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { PLAYGROUND_KEY } from "../../../core/usage-logs/usage-log-rules.ts";
import { isoAt, systemClock } from "../memory-clock.ts";

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
}

/**
 * The playground's completions answered by a simulated provider that says it is one (the reference gateway's
 * built-in provider answers the same way when no upstream is configured). The request is built with core's
 * `chatCompletionBody`, exactly as the HTTP adapter sends it. Rules shared with the reference gateway:
 * - the model must be one of the catalogue's active models, else a 404 "Unknown model: <name>"; Best Available
 *   is served by the cheapest active model;
 * - a request without any message is a 400 "messages must not be empty";
 * - tokens are counted as one per 4 characters; cost follows the model's prices;
 * - each answered request is logged, with the key it used or `playground`;
 * - asked as a department (`departmentId`), the person must belong to it (else 403 "You do not belong to this
 *   department."), the department's PII handling applies to what the model sees and to the log, and the request
 *   is recorded among the organization's requests;
 * - a stream first tells which model serves it and why, as the gateway's x-gateway-* headers do.
 */
export class MemoryChatCompletionsGateway implements ChatCompletionsGateway {
  private served = 0;

  constructor(
    private readonly models: readonly ProviderModelRecord[],
    private readonly options: SimulatedProviderOptions = {},
  ) {}

  async complete(request: ChatCompletionRequest): Promise<CompletionResult> {
    const { text, usage } = await this.answer(request, false);
    return { message: text, question: questionOf(request), usage };
  }

  stream(request: ChatCompletionRequest): Observable<ChatStreamEvent> {
    return defer(() => from(this.answer(request, true))).pipe(
      switchMap(({ text, usage, servedBy }) => {
        const events: ChatStreamEvent[] = [
          { kind: "served", servedBy },
          ...(text.match(/\S+\s*/g) ?? []).map((piece) => ({ kind: "delta" as const, text: piece })),
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
  ): Promise<{ text: string; usage: CompletionUsage; servedBy: ServedBy }> {
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
    const messages = department
      ? body.messages.map((message) => ({ ...message, content: department.redact(message.content) }))
      : body.messages;
    const question = department
      ? (messages.findLast((message) => message.role === "user")?.content ?? "")
      : questionOf(request);
    const text = `This is a simulated answer from ${model.systemName}: no model was called. You asked: "${question}"`;
    const promptTokens = tokensIn(messages.map((message) => message.content).join("\n"));
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: tokensIn(text),
      total_tokens: promptTokens + tokensIn(text),
    };
    const totalCost = this.log(request, model, question, usage, stream);
    department?.record({ model: model.systemName, totalCost, totalTokens: usage.total_tokens });
    return { text, usage, servedBy };
  }

  private askAs(departmentId: string): Promise<AskedDepartment> {
    const { askAsDepartment } = this.options;
    if (!askAsDepartment) return Promise.reject(GatewayError.http(403, NOT_IN_DEPARTMENT));
    return askAsDepartment(departmentId);
  }

  private modelNamed(name: string): ProviderModelRecord {
    const active = this.models.filter((model) => model.active);
    if (name === BEST_AVAILABLE_MODEL.systemName) {
      const cheapest = [...active].sort((a, b) => pricePerToken(a) - pricePerToken(b))[0];
      if (cheapest) return cheapest;
    }
    const model = active.find((candidate) => candidate.systemName === name);
    if (!model) throw GatewayError.http(404, `Unknown model: ${name}`);
    return model;
  }

  /** Logs the answered request for the usage logs; answers what it cost. */
  private log(
    request: ChatCompletionRequest,
    model: ProviderModelRecord,
    question: string,
    usage: CompletionUsage,
    isStream: boolean,
  ): number {
    const clock = this.options.clock ?? systemClock;
    const tokensInCost = (usage.prompt_tokens * model.tokenInPricePerMillionTokens) / 1_000_000;
    const tokensOutCost = (usage.completion_tokens * model.tokenOutPricePerMilionTokens) / 1_000_000;
    this.served += 1;
    this.options.log?.({
      id: `req_sim_${clock.now().toString(36)}_${this.served}`,
      createdAt: isoAt(clock),
      vendor: model.provider?.name ?? "Meridian",
      model: model.systemName,
      query: question,
      apikey: request.apiKey || PLAYGROUND_KEY,
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
      requestContent: null,
      responseContent: null,
      providerModel: model.nameInProvider,
      renewablePercentage: null,
    });
    return tokensInCost + tokensOutCost;
  }
}

function tokensIn(text: string): number {
  return Math.ceil(text.length / 4);
}

function pricePerToken(model: ProviderModelRecord): number {
  return model.tokenInPricePerMillionTokens + model.tokenOutPricePerMilionTokens;
}
