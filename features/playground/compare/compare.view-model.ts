import { BehaviorSubject, type Observable, type Subscription } from "rxjs";
import type { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatStreamEvent } from "../../../core/chat-completions/completion-result.ts";
import {
  bestOfEachMetric,
  COMPARED_MODELS,
  type ComparedRun,
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

/** What the playground around the comparison decides: the models on offer and how to call them. */
export interface CompareSetup {
  readonly models: readonly ProviderModel[];
  readonly settings: PlaygroundSettings;
  readonly systemPrompt: string | null;
  readonly routingStrategy: RoutingStrategy;
  readonly apiKey: string | null;
  /** The department asked as; null or absent asks for oneself. */
  readonly departmentId?: string | null;
}

export interface CompareDependencies {
  readonly gateway: ChatCompletionsGateway;
  readonly clock: Clock;
}

export type CompareColumnStatus = "waiting" | "streaming" | "done" | "stopped" | "failed";

/** One compared model: its answer so far and how its request went. */
export interface CompareColumn {
  readonly run: ComparedRun;
  readonly answer: string;
  readonly status: CompareColumnStatus;
  /** The gateway's messages when the request failed (possibly none); null otherwise. */
  readonly failure: readonly string[] | null;
}

export interface CompareState {
  /** The chosen model of each slot by system name; "" while a slot has none. */
  readonly slots: readonly string[];
  readonly prompt: string;
  /** Why Run did not start, until it is fixed. */
  readonly problem: ComparisonProblem | null;
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
    running: false,
    columns: [],
    metrics: [],
    best: bestOfEachMetric([]),
  };
}

/**
 * Side-by-side comparison: one prompt sent to two or three models at once, each answer streamed into its own
 * column and timed by the clock; one model failing leaves the others running.
 */
export class CompareViewModel {
  private readonly state = new BehaviorSubject<CompareState>(initialCompareState());
  private runs: Subscription[] = [];
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

  /** Sends the prompt to every chosen model at once; does nothing while a comparison is under way. */
  run(): void {
    const { slots, prompt, running } = this.state.value;
    if (running) return;
    const problem = comparisonProblem(slots, prompt);
    if (problem) {
      this.state.next({ ...this.state.value, problem });
      return;
    }
    this.cancelRuns();
    const chosen = slots.filter((model) => model !== "");
    const startedAt = this.deps.clock.now();
    this.setColumns(
      chosen.map((model) => ({
        run: { model, servedBy: null, startedAt, firstTokenAt: null, finishedAt: null, usage: null },
        answer: "",
        status: "waiting",
        failure: null,
      })),
      null,
    );
    this.runs = chosen.map((model, position) =>
      this.deps.gateway.stream(this.requestFor(model, prompt)).subscribe({
        next: (event) => this.receive(position, event),
        error: (error: unknown) =>
          this.updateColumn(position, { status: "failed", failure: serverMessagesOf(error) }),
        complete: () =>
          this.updateColumn(position, (column) => ({
            status: "done",
            run: { ...column.run, finishedAt: this.deps.clock.now() },
          })),
      }),
    );
  }

  /** Stops every request still under way; what has arrived stays. */
  stop(): void {
    this.cancelRuns();
    this.setColumns(
      this.state.value.columns.map((column) =>
        UNDER_WAY.has(column.status) ? { ...column, status: "stopped" } : column,
      ),
      this.state.value.problem,
    );
  }

  dispose(): void {
    this.cancelRuns();
    this.state.complete();
  }

  private requestFor(systemName: string, prompt: string): ChatCompletionRequest {
    const { models, settings, systemPrompt, routingStrategy, apiKey, departmentId } = this.setup;
    const model = models.find((candidate) => candidate.systemName === systemName);
    return {
      model: { systemName, hasReasoning: model?.hasReasoning ?? false },
      messages: [{ role: "user", content: prompt }],
      systemPrompt,
      settings,
      apiKey,
      routingStrategy,
      departmentId,
    };
  }

  private receive(position: number, event: ChatStreamEvent): void {
    this.updateColumn(position, (column) => {
      switch (event.kind) {
        case "served":
          return { run: { ...column.run, servedBy: event.servedBy } };
        case "delta":
          return {
            status: "streaming",
            answer: column.answer + event.text,
            run: { ...column.run, firstTokenAt: column.run.firstTokenAt ?? this.deps.clock.now() },
          };
        case "usage":
          return { run: { ...column.run, usage: event.usage } };
        case "toolCall":
          return {};
      }
    });
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
    for (const run of this.runs) run.unsubscribe();
    this.runs = [];
  }
}

function serverMessagesOf(error: unknown): readonly string[] {
  return error instanceof GatewayError ? error.serverMessages : [];
}
