import type { Redis } from "ioredis";
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

const KEY_PREFIX = "gateway:routing-statistics:";
/** An hour's bucket outlives the day it is read for by an hour. */
const BUCKET_TTL_S = 25 * 3600;
/** Figures read from Redis are reused this long: routing need not see other instances' last second. */
const FRESH_FOR_MS = 1_000;

/** The fields of a model's totals in an hour's hash: `<field>:<model>`. */
const FIELDS = {
  samples: "n",
  timeToFirstTokenMsSum: "ttft",
  timeToFirstTokenSamples: "ttftn",
  tokensPerSecondSum: "tps",
  tokensPerSecondSamples: "tpsn",
} as const satisfies Record<keyof FigureTotals, string>;
const TOTAL_OF_FIELD = new Map(Object.entries(FIELDS).map(([total, field]) => [field, total])) as ReadonlyMap<
  string,
  keyof FigureTotals
>;

/** Figures as read back, with when: by the clock (which tests move) and by this process's monotonic time. */
interface FiguresRead {
  readonly at: number;
  readonly monotonicAt: number;
  readonly figures: ReadonlyMap<string, ObservedFigures>;
}

/**
 * RoutingFigures shared by every instance: one hash per hour (`gateway:routing-statistics:<hour>`) holding each
 * model's totals, added to atomically (MULTI) and expiring after 25 h. The day's figures are read back at most
 * about once a second, by one read at a time, so every instance's samples, its own too, count within a second.
 */
export class RedisRoutingFigures implements RoutingFigures {
  private read: FiguresRead | null = null;
  private reading: Promise<ReadonlyMap<string, ObservedFigures>> | null = null;

  constructor(private readonly redis: Redis) {}

  async add(sample: RoutingSample, at: number): Promise<void> {
    const key = `${KEY_PREFIX}${hourOf(at)}`;
    const totals = totalsOf(sample);
    const adding = this.redis.multi();
    for (const [total, field] of Object.entries(FIELDS) as [keyof FigureTotals, string][]) {
      const value = totals[total];
      if (value === 0) continue;
      // Counts are whole; a sum once added to as a float is a float for good (HINCRBY would refuse it).
      if (total.endsWith("Sum")) adding.hincrbyfloat(key, `${field}:${sample.model}`, value);
      else adding.hincrby(key, `${field}:${sample.model}`, value);
    }
    adding.expire(key, BUCKET_TTL_S);
    const results = await adding.exec();
    if (!results) throw new Error("Redis dropped a routing sample's transaction");
    for (const [error] of results) if (error) throw error;
  }

  async current(now: number): Promise<ReadonlyMap<string, ObservedFigures>> {
    if (this.read && isFresh(this.read, now)) return this.read.figures;
    this.reading ??= this.readBack(now).finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readBack(now: number): Promise<ReadonlyMap<string, ObservedFigures>> {
    const monotonicAt = performance.now();
    const reading = this.redis.pipeline();
    for (let hour = hourOf(now) - HOURS_BEFORE; hour <= hourOf(now); hour++)
      reading.hgetall(`${KEY_PREFIX}${hour}`);
    const results = (await reading.exec()) ?? [];
    const totals = new Map<string, FigureTotals>();
    for (const [error, hash] of results) {
      if (error) throw error;
      addHash(totals, hash as Record<string, string>);
    }
    const figures = figuresOf(totals);
    this.read = { at: now, monotonicAt, figures };
    return figures;
  }
}

/** Read less than a second ago, both by the clock and by the process's own time (a test's clock may stand still). */
function isFresh(read: FiguresRead, now: number): boolean {
  return (
    now >= read.at && now - read.at < FRESH_FOR_MS && performance.now() - read.monotonicAt < FRESH_FOR_MS
  );
}

function addHash(totals: Map<string, FigureTotals>, hash: Record<string, string>): void {
  for (const [name, text] of Object.entries(hash)) {
    const colon = name.indexOf(":");
    const total = TOTAL_OF_FIELD.get(name.slice(0, colon));
    if (colon < 0 || !total) continue;
    const model = name.slice(colon + 1);
    const into = totals.get(model) ?? noTotals();
    const more = noTotals();
    more[total] = Number(text);
    addTotals(into, more);
    totals.set(model, into);
  }
}
