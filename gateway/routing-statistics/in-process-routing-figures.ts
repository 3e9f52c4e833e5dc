import type { ObservedFigures } from "../../core/chat-completions/best-available-routing.ts";
import {
  addTotals,
  type FigureTotals,
  figuresOf,
  HOURS_BEFORE,
  hourOf,
  noTotals,
  type RoutingFigures,
  type RoutingSample,
  totalsOf,
} from "./routing-figures.ts";

/** Each hour's totals by model, as the request log holds them (hour: counted from the epoch). */
export type HourlyTotals = ReadonlyMap<number, ReadonlyMap<string, FigureTotals>>;

/** Reads the totals of the request log's hours from `sinceHour` on. */
export type FiguresSeed = (sinceHour: number) => Promise<HourlyTotals>;

/**
 * RoutingFigures of this process alone, in hour buckets, seeded once from the request log (its first use reads
 * the last day's requests, so a restart does not forget them) and then fed each request's sample. A failed seed
 * is not retried: routing falls back to the catalogue's figures until samples come in.
 */
export class InProcessRoutingFigures implements RoutingFigures {
  private readonly hours = new Map<number, Map<string, FigureTotals>>();
  private seeding: Promise<void> | null = null;

  constructor(private readonly seed: FiguresSeed | null = null) {}

  async add(sample: RoutingSample, at: number): Promise<void> {
    await this.seeded(at);
    this.addTo(hourOf(at), sample.model, totalsOf(sample));
    this.dropHoursBefore(hourOf(at) - HOURS_BEFORE);
  }

  async current(now: number): Promise<ReadonlyMap<string, ObservedFigures>> {
    await this.seeded(now);
    this.dropHoursBefore(hourOf(now) - HOURS_BEFORE);
    const totals = new Map<string, FigureTotals>();
    for (const [hour, models] of this.hours) {
      if (hour > hourOf(now)) continue;
      for (const [model, sums] of models) {
        const into = totals.get(model) ?? noTotals();
        addTotals(into, sums);
        totals.set(model, into);
      }
    }
    return figuresOf(totals);
  }

  private seeded(now: number): Promise<void> {
    const seed = this.seed;
    if (!seed) return Promise.resolve();
    this.seeding ??= seed(hourOf(now) - HOURS_BEFORE).then(
      (hours) => {
        for (const [hour, models] of hours)
          for (const [model, sums] of models) this.addTo(hour, model, { ...sums });
      },
      () => {},
    );
    return this.seeding;
  }

  /** Older hours count no more: forgotten, so figures fed for months take a day's room. */
  private dropHoursBefore(first: number): void {
    for (const hour of this.hours.keys()) if (hour < first) this.hours.delete(hour);
  }

  private addTo(hour: number, model: string, more: FigureTotals): void {
    const models = this.hours.get(hour) ?? new Map<string, FigureTotals>();
    this.hours.set(hour, models);
    const into = models.get(model) ?? noTotals();
    addTotals(into, more);
    models.set(model, into);
  }
}
