import type { ObservedFigures } from "../../core/chat-completions/best-available-routing.ts";

/** What one successful request measured of the model that served it. */
export interface RoutingSample {
  /** The catalogue model's name. */
  readonly model: string;
  /** Streamed requests only: a whole answer's first token arrives with its last. */
  readonly timeToFirstTokenMs: number | null;
  readonly tokensPerSecondOut: number | null;
}

/**
 * The figures Best Available routes by: each finished request adds its sample, and `current` gives each model's
 * figures over the last day (the hour under way and the 23 before it), by the model's name. `now`/`at`: epoch ms.
 */
export interface RoutingFigures {
  add(sample: RoutingSample, at: number): Promise<void>;
  current(now: number): Promise<ReadonlyMap<string, ObservedFigures>>;
}

export const HOUR_MS = 3_600_000;
/** The hours a day's figures are summed over: the one under way and these many before it. */
export const HOURS_BEFORE = 23;

/** The hour a moment falls in, counted from the epoch: the figures' buckets. */
export function hourOf(at: number): number {
  return Math.floor(at / HOUR_MS);
}

/** A model's sums over some requests, from which its figures are averages. */
export interface FigureTotals {
  samples: number;
  timeToFirstTokenMsSum: number;
  timeToFirstTokenSamples: number;
  tokensPerSecondSum: number;
  tokensPerSecondSamples: number;
}

export function noTotals(): FigureTotals {
  return {
    samples: 0,
    timeToFirstTokenMsSum: 0,
    timeToFirstTokenSamples: 0,
    tokensPerSecondSum: 0,
    tokensPerSecondSamples: 0,
  };
}

/** Adds `more` into `into`. */
export function addTotals(into: FigureTotals, more: FigureTotals): void {
  into.samples += more.samples;
  into.timeToFirstTokenMsSum += more.timeToFirstTokenMsSum;
  into.timeToFirstTokenSamples += more.timeToFirstTokenSamples;
  into.tokensPerSecondSum += more.tokensPerSecondSum;
  into.tokensPerSecondSamples += more.tokensPerSecondSamples;
}

/** One sample as totals. */
export function totalsOf(sample: RoutingSample): FigureTotals {
  const { timeToFirstTokenMs: firstToken, tokensPerSecondOut: rate } = sample;
  return {
    samples: 1,
    timeToFirstTokenMsSum: firstToken ?? 0,
    timeToFirstTokenSamples: firstToken === null ? 0 : 1,
    tokensPerSecondSum: rate ?? 0,
    tokensPerSecondSamples: rate === null ? 0 : 1,
  };
}

/** Each model's averages from its totals; a figure nobody measured is null. */
export function figuresOf(totals: ReadonlyMap<string, FigureTotals>): Map<string, ObservedFigures> {
  return new Map(
    [...totals].map(([model, sums]) => [
      model,
      {
        samples: sums.samples,
        timeToFirstTokenMs:
          sums.timeToFirstTokenSamples > 0 ? sums.timeToFirstTokenMsSum / sums.timeToFirstTokenSamples : null,
        tokensPerSecondOut:
          sums.tokensPerSecondSamples > 0 ? sums.tokensPerSecondSum / sums.tokensPerSecondSamples : null,
      },
    ]),
  );
}
