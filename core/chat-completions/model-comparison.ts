import { BEST_AVAILABLE_MODEL } from "../available-models/best-available.ts";
import type { ProviderModel } from "../available-models/provider-model.entity.ts";
import { type Emissions, emissionsOf } from "../usage-logs/emissions.ts";
import { completionCost } from "./completion-cost.ts";
import type { CompletionUsage, ServedBy } from "./completion-result.ts";

/** How many models one comparison puts side by side. */
export const COMPARED_MODELS = { min: 2, max: 3 } as const;

/** Why a comparison cannot start yet. */
export enum ComparisonProblem {
  TOO_FEW_MODELS = "tooFewModels",
  EMPTY_PROMPT = "emptyPrompt",
}

/**
 * What stops a comparison from starting: fewer than two models chosen, or nothing to ask. The same model may be
 * chosen twice: two runs of one model show how much its speed and answer vary from one request to the next.
 */
export function comparisonProblem(
  chosenModels: readonly (string | null)[],
  prompt: string,
): ComparisonProblem | null {
  if (chosenModels.filter((model) => model).length < COMPARED_MODELS.min)
    return ComparisonProblem.TOO_FEW_MODELS;
  if (prompt.trim() === "") return ComparisonProblem.EMPTY_PROMPT;
  return null;
}

/** One compared model's request, as the dashboard timed it (milliseconds of one clock). */
export interface ComparedRun {
  /** The model asked for (its system name), possibly 'Best Available'. */
  readonly model: string;
  /** What the gateway said served it, when it said. */
  readonly servedBy: ServedBy | null;
  readonly startedAt: number;
  /** When the first piece of the answer arrived. */
  readonly firstTokenAt: number | null;
  /** When the answer was complete; null while it streams, or when it failed or was stopped. */
  readonly finishedAt: number | null;
  readonly usage: CompletionUsage | null;
}

/** The figures a comparison puts side by side; null when a run has not (or never) produced one. */
export interface ComparisonMetrics {
  readonly timeToFirstTokenMs: number | null;
  readonly durationMs: number | null;
  readonly tokensIn: number | null;
  readonly tokensOut: number | null;
  /** US dollars at the serving model's list prices, as the request logs count them. */
  readonly totalCost: number | null;
  readonly energyCost: number | null;
  /** The renewable share, an estimate unless the gateway named it. */
  readonly emissions: Emissions | null;
}

export type ComparisonMetric = keyof ComparisonMetrics;

type PricedModel = Pick<
  ProviderModel,
  "systemName" | "tokenInPricePerMillionTokens" | "tokenOutPricePerMilionTokens"
>;

/**
 * A run's figures. Time to first token runs from sending to the first piece of text, duration from sending to
 * the end of the answer. Cost follows the prices of the model that served it (for 'Best Available', the one the
 * gateway named; unknown when it named none). The renewable share is estimated, stably per serving model, as
 * the request logs estimate it when the grid's figure is unknown.
 */
export function comparisonMetrics(run: ComparedRun, catalogue: readonly PricedModel[]): ComparisonMetrics {
  const servingModel = run.servedBy?.model ?? run.model;
  const prices =
    servingModel === BEST_AVAILABLE_MODEL.systemName
      ? undefined
      : catalogue.find((model) => model.systemName === servingModel);
  const cost = run.usage && prices ? completionCost(run.usage, prices) : null;
  return {
    timeToFirstTokenMs: run.firstTokenAt === null ? null : run.firstTokenAt - run.startedAt,
    durationMs: run.finishedAt === null ? null : run.finishedAt - run.startedAt,
    tokensIn: run.usage?.prompt_tokens ?? null,
    tokensOut: run.usage?.completion_tokens ?? null,
    totalCost: cost?.totalCost ?? null,
    energyCost: cost?.energyCost ?? null,
    emissions: cost ? emissionsOf({ id: servingModel, totalCost: cost.totalCost }) : null,
  };
}

/**
 * Which way a figure is better. Token counts have none: more words are not a better or worse answer, and each
 * model counts tokens with its own tokenizer. An estimated renewable share is no measurement: it never wins.
 */
const BETTER: Readonly<Record<ComparisonMetric, "lower" | "higher" | null>> = {
  timeToFirstTokenMs: "lower",
  durationMs: "lower",
  tokensIn: null,
  tokensOut: null,
  totalCost: "lower",
  energyCost: "lower",
  emissions: "higher",
};

export const COMPARISON_METRICS = Object.keys(BETTER) as readonly ComparisonMetric[];

/**
 * For each figure, the positions of the runs holding its best value. Nothing is highlighted when fewer than two
 * runs have the figure, or when they all have the same value: there is then nothing to choose between.
 */
export function bestOfEachMetric(
  runs: readonly ComparisonMetrics[],
): Readonly<Record<ComparisonMetric, ReadonlySet<number>>> {
  return Object.fromEntries(
    COMPARISON_METRICS.map((metric) => [metric, bestPositions(runs, metric)]),
  ) as Record<ComparisonMetric, ReadonlySet<number>>;
}

function bestPositions(runs: readonly ComparisonMetrics[], metric: ComparisonMetric): ReadonlySet<number> {
  const direction = BETTER[metric];
  if (!direction) return new Set();
  const known = runs.flatMap((run, position) => {
    const value = comparableValue(run, metric);
    return value === null ? [] : [{ position, value }];
  });
  const values = known.map(({ value }) => value);
  const best = direction === "lower" ? Math.min(...values) : Math.max(...values);
  if (known.length < 2 || values.every((value) => value === best)) return new Set();
  return new Set(known.filter(({ value }) => value === best).map(({ position }) => position));
}

function comparableValue(run: ComparisonMetrics, metric: ComparisonMetric): number | null {
  if (metric === "emissions") return run.emissions && !run.emissions.estimated ? run.emissions.percent : null;
  return run[metric] as number | null;
}
