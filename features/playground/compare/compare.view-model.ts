import { BehaviorSubject, defer, type Observable, type Subscription } from "rxjs";
import type { ModelCapability, RequestNeeds } from "../../../core/available-models/model-capability.ts";
import { modelOffer } from "../../../core/available-models/model-offer.ts";
import type { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatMessage } from "../../../core/chat-completions/chat-message.ts";
import type { ChatStreamEvent } from "../../../core/chat-completions/completion-result.ts";
import type { FunctionTool, StructuredOutputFormat } from "../../../core/chat-completions/function-tool.ts";
import {
  bestOfEachMetric,
  COMPARED_MODELS,
  type ComparisonMetric,
  type ComparisonMetrics,
  type ComparisonProblem,
  comparisonMetrics,
  comparisonProblem,
} from "../../../core/chat-completions/model-comparison.ts";
import type { PlaygroundSettings } from "../../../core/chat-completions/playground-settings.ts";
import type { RoutingStrategy } from "../../../core/chat-completions/routing-strategy.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { checkStructuredAnswer } from "../../../core/structured-output/structured-answer-check.ts";
import {
  answerableCalls,
  type CompareColumn,
  type CompareColumnStatus,
  continuedMessages,
  startedColumn,
  withToolCallPiece,
} from "./compare-column.ts";

export type { CompareColumn, CompareColumnStatus } from "./compare-column.ts";

/** What the playground around the comparison decides: the models on offer and how to call them. */
export interface CompareSetup {
  readonly models: readonly ProviderModel[];
  readonly settings: PlaygroundSettings;
  readonly systemPrompt: string | null;
  readonly routingStrategy: RoutingStrategy;
  /** One of the person's keys, by id; null calls as the signed-in user. */
  readonly apiKeyId: string | null;
  /** The department asked as; null or absent asks for oneself. */
  readonly departmentId?: string | null;
  /** The playground's tools, offered to every model; none or absent offers none. */
  readonly tools?: readonly FunctionTool[];
  /** The schema every answer must follow; null or absent lets the models answer freely. */
  readonly responseFormat?: StructuredOutputFormat | null;
  /** Images sent with the prompt to every model, as data URLs. */
  readonly images?: readonly string[];
  /** What the request asks of its models: one that cannot serve it is not asked. */
  readonly needs?: RequestNeeds;
  /** Why the playground's tools or schema cannot be sent, in words; null when they can. */
  readonly requestProblem?: string | null;
}

/** Why a comparison cannot be sent as it stands, beyond its models and prompt. */
export type CompareBlock =
  | { readonly kind: "request"; readonly text: string }
  | {
      readonly kind: "modelNotOffered";
      readonly model: string;
      readonly missing: readonly ModelCapability[];
    };

export interface CompareDependencies {
  readonly gateway: ChatCompletionsGateway;
  readonly clock: Clock;
}

export interface CompareState {
  /** The chosen model of each slot by system name; "" while a slot has none. */
  readonly slots: readonly string[];
  readonly prompt: string;
  /** Why Run did not start, until it is fixed. */
  readonly problem: ComparisonProblem | null;
  /** Why the request (its tools, schema or a model for them) could not be sent, until the next try. */
  readonly blocked: CompareBlock | null;
  readonly running: boolean;
  readonly columns: readonly CompareColumn[];
  /** Each column's figures, in column order. */
  readonly metrics: readonly ComparisonMetrics[];
  /** For each figure, the columns holding its best value. */
  readonly best: Readonly<Record<ComparisonMetric, ReadonlySet<number>>>;
}

const UNDER_WAY: ReadonlySet<CompareColumnStatus> = new Set(["waiting", "streaming"]);

export function initialCompareState(): CompareState {
  return {
    slots: Array.from({ length: COMPARED_MODELS.min }, () => ""),
    prompt: "",
    problem: null,
    blocked: null,
    running: false,
    columns: [],
    metrics: [],
    best: bestOfEachMetric([]),
  };
}

/**
 * Side-by-side comparison: one prompt sent to two or three models at once, with the playground's tools, schema
 * and images, each answer streamed into its own column and timed by the clock; one model failing leaves the others
 * running. A model that calls tools gets the person's results and goes on in its own column.
 */
export class CompareViewModel {
  private readonly state = new BehaviorSubject<CompareState>(initialCompareState());
  private runs: (Subscription | undefined)[] = [];
  /** The schema the comparison under way was asked to follow, to check each answer against. */
  private askedFormat: StructuredOutputFormat | null = null;
  readonly state$: Observable<CompareState> = this.state.asObservable();

  constructor(
    private readonly deps: CompareDependencies,
    private setup: CompareSetup,
  ) {}

  current(): CompareState {
    return this.state.value;
  }

  /** Takes the playground's current models and settings; a comparison under way keeps those it started with. */
  configure(setup: CompareSetup): void {
    this.setup = setup;
    this.recomputeMetrics();
  }

  chooseModel(slot: number, systemName: string): void {
    this.patchInput({
      slots: this.state.value.slots.map((model, index) => (index === slot ? systemName : model)),
    });
  }

  addModel(): void {
    const { slots } = this.state.value;
    if (slots.length < COMPARED_MODELS.max) this.patchInput({ slots: [...slots, ""] });
  }

  removeModel(slot: number): void {
    const { slots } = this.state.value;
    if (slots.length > COMPARED_MODELS.min)
      this.patchInput({ slots: slots.filter((_, index) => index !== slot) });
  }

  setPrompt(prompt: string): void {
    this.patchInput({ prompt });
  }

  /**
   * Sends the prompt to every chosen model at once; does nothing while a comparison is under way, and says why
   * when the request cannot be sent (its tools or schema, or a model that cannot serve it).
   */
  run(): void {
    const { slots, prompt, running } = this.state.value;
    if (running) return;
    const problem = comparisonProblem(slots, prompt);
    if (problem) {
      this.state.next({ ...this.state.value, problem });
      return;
    }
    const chosen = slots.filter((model) => model !== "");
    const blocked = this.blockFor(chosen);
    this.state.next({ ...this.state.value, blocked });
    if (blocked) return;
    this.cancelRuns();
    const startedAt = this.deps.clock.now();
    const images = this.setup.images ?? [];
    const question: ChatMessage =
      images.length > 0 ? { role: "user", content: prompt, images } : { role: "user", content: prompt };
    this.askedFormat = this.setup.responseFormat ?? null;
    this.setColumns(
      chosen.map((model) => startedColumn(model, [question], startedAt)),
      null,
    );
    this.runs = chosen.map((model, position) => this.ask(position, model, [question]));
  }

  /**
   * Answers every call of a column's answer with the person's results (by call id) and streams that model's next
   * answer into the column. Returns false when nothing was sent: no call to answer, a result missing, or a
   * request that cannot be sent (said as for run).
   */
  answerToolCalls(position: number, results: Readonly<Record<string, string>>): boolean {
    const column = this.state.value.columns[position];
    if (!column) return false;
    const calls = answerableCalls(column);
    const contents = calls.map((call) => results[call.id]?.trim() ?? "");
    if (calls.length === 0 || contents.some((content) => content === "")) return false;
    const blocked = this.blockFor([column.run.model]);
    this.state.next({ ...this.state.value, blocked });
    if (blocked) return false;
    const messages = continuedMessages(column, contents);
    this.runs[position]?.unsubscribe();
    this.updateColumn(position, startedColumn(column.run.model, messages, this.deps.clock.now()));
    this.runs[position] = this.ask(position, column.run.model, messages);
    return true;
  }

  /** Stops every request still under way; what has arrived stays. */
  stop(): void {
    this.cancelRuns();
    this.setColumns(
      this.state.value.columns.map(
        (column): CompareColumn => (UNDER_WAY.has(column.status) ? { ...column, status: "stopped" } : column),
      ),
      this.state.value.problem,
    );
  }

  dispose(): void {
    this.cancelRuns();
    this.state.complete();
  }

  /** Why these models cannot be asked now: the playground's request, or a model that cannot serve it. */
  private blockFor(chosen: readonly string[]): CompareBlock | null {
    const { requestProblem, needs, models } = this.setup;
    if (requestProblem) return { kind: "request", text: requestProblem };
    if (!needs) return null;
    for (const name of chosen) {
      const model = models.find((candidate) => candidate.systemName === name);
      const offer = model ? modelOffer(model, needs) : null;
      if (offer && !offer.offered) return { kind: "modelNotOffered", model: name, missing: offer.missing };
    }
    return null;
  }

  private ask(position: number, model: string, messages: readonly ChatMessage[]): Subscription {
    // Deferred: an adapter that throws instead of erroring its stream still ends the column as failed.
    return defer(() => this.deps.gateway.stream(this.requestFor(model, messages))).subscribe({
      next: (event) => this.receive(position, event),
      error: (error: unknown) =>
        this.updateColumn(position, { status: "failed", failure: serverMessagesOf(error) }),
      complete: () => this.finish(position),
    });
  }

  private requestFor(systemName: string, messages: readonly ChatMessage[]): ChatCompletionRequest {
    const { models, settings, systemPrompt, routingStrategy, apiKeyId, departmentId } = this.setup;
    const model = models.find((candidate) => candidate.systemName === systemName);
    const tools = this.setup.tools ?? [];
    const format = this.askedFormat;
    return {
      model: { systemName, hasReasoning: model?.hasReasoning ?? false },
      messages,
      systemPrompt,
      settings,
      apiKeyId,
      routingStrategy,
      departmentId,
      ...(tools.length > 0 ? { tools } : {}),
      ...(format ? { responseFormat: format } : {}),
    };
  }

  private receive(position: number, event: ChatStreamEvent): void {
    this.updateColumn(position, (column) => {
      const firstTokenAt = column.run.firstTokenAt ?? this.deps.clock.now();
      switch (event.kind) {
        case "served":
          return { run: { ...column.run, servedBy: event.servedBy } };
        case "delta":
          return {
            status: "streaming",
            answer: column.answer + event.text,
            run: { ...column.run, firstTokenAt },
          };
        case "usage":
          return { run: { ...column.run, usage: event.usage } };
        case "toolCall":
          return {
            status: "streaming",
            toolCalls: withToolCallPiece(column.toolCalls, event),
            run: { ...column.run, firstTokenAt },
          };
      }
    });
  }

  /** A finished answer in words is checked against the schema it was asked to follow. */
  private finish(position: number): void {
    const format = this.askedFormat;
    this.updateColumn(position, (column) => ({
      status: "done",
      run: { ...column.run, finishedAt: this.deps.clock.now() },
      check:
        format && column.toolCalls.length === 0 ? checkStructuredAnswer(column.answer, format.schema) : null,
    }));
  }

  private updateColumn(
    position: number,
    change: Partial<CompareColumn> | ((column: CompareColumn) => Partial<CompareColumn>),
  ): void {
    const { columns, problem } = this.state.value;
    this.setColumns(
      columns.map((column, index) =>
        index === position
          ? { ...column, ...(typeof change === "function" ? change(column) : change) }
          : column,
      ),
      problem,
    );
  }

  private setColumns(columns: readonly CompareColumn[], problem: ComparisonProblem | null): void {
    const metrics = columns.map((column) => comparisonMetrics(column.run, this.setup.models));
    this.state.next({
      ...this.state.value,
      problem,
      columns,
      metrics,
      best: bestOfEachMetric(metrics),
      running: columns.some((column) => UNDER_WAY.has(column.status)),
    });
  }

  private recomputeMetrics(): void {
    const { columns, problem } = this.state.value;
    this.setColumns(columns, problem);
  }

  /** A change to the models or the prompt; a problem shown before stays only while it still holds. */
  private patchInput(change: Partial<Pick<CompareState, "slots" | "prompt">>): void {
    const next = { ...this.state.value, ...change };
    this.state.next({ ...next, problem: next.problem && comparisonProblem(next.slots, next.prompt) });
  }

  private cancelRuns(): void {
    for (const run of this.runs) run?.unsubscribe();
    this.runs = [];
  }
}

function serverMessagesOf(error: unknown): readonly string[] {
  return error instanceof GatewayError ? error.serverMessages : [];
}
