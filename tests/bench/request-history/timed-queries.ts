import { percentile } from "../screens/budget-table.ts";

/** How many times each query is timed, after how many untimed runs (the first reads warm the cache). */
export const RUNS = { warmup: 3, timed: 20 } as const;

/** A query's times: each timed run, and the nearest-rank p50 and p95 in milliseconds. */
export interface QueryTimes {
  readonly runs: number[];
  readonly p50: number;
  readonly p95: number;
}

/** Runs the query RUNS.warmup times untimed, then RUNS.timed times one after another, timing each. */
export async function timeQuery(query: () => Promise<unknown>): Promise<QueryTimes> {
  for (let run = 0; run < RUNS.warmup; run++) await query();
  const runs: number[] = [];
  for (let run = 0; run < RUNS.timed; run++) {
    const started = performance.now();
    await query();
    runs.push(performance.now() - started);
  }
  return { runs, p50: percentile(runs, 0.5), p95: percentile(runs, 0.95) };
}
