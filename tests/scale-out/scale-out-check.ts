import type { Cluster } from "./cluster.ts";
import type { KeyOwner } from "./key-owner.ts";
import type { RequestLog } from "./request-log.ts";

/** What every check is given. */
export interface CheckContext {
  readonly cluster: Cluster;
  /** A signed-in person who makes the checks' keys. */
  readonly owner: KeyOwner;
  readonly log: RequestLog;
  /** The short form `npm test` runs: fewer seconds of load. */
  readonly small: boolean;
}

/** A check's figures, printed and saved, and what it found wrong (nothing: it passed). */
export interface CheckOutcome {
  readonly figures: Readonly<Record<string, unknown>>;
  readonly problems: readonly string[];
}

export interface ScaleOutCheck {
  readonly name: string;
  run(context: CheckContext): Promise<CheckOutcome>;
}

/** Each instance as a target to send to directly. */
export function directTargets(cluster: Cluster) {
  return cluster.instances.map((instance) => ({ apiUrl: instance.apiUrl, name: instance.name }));
}

/** Counts of answers per instance that answered them. */
export function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

/** Whether `actual` is within `share` (0.1: ±10 %) of `expected`. */
export function within(actual: number, expected: number, share: number): boolean {
  return Math.abs(actual - expected) <= expected * share;
}
