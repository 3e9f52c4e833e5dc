import assert from "node:assert/strict";
import type { DashboardWorld } from "./world.ts";

/** What steps of one scenario remember for later steps: made on first use, forgotten with the scenario's world. */
export function scenarioMemory<T>(create: () => T): (world: DashboardWorld) => T {
  const kept = new WeakMap<DashboardWorld, T>();
  return (world) => {
    let found = kept.get(world);
    if (found === undefined) {
      found = create();
      kept.set(world, found);
    }
    return found;
  };
}

/** What an earlier step of the scenario kept ("that department"), failing with what is missing when none did. */
export function keptEarlier<T>(value: T | null | undefined, what: string): T {
  assert.ok(value !== undefined && value !== null, `no ${what} was kept earlier in this scenario`);
  return value;
}

/** One value a step keeps for later steps of its scenario ("the key I just created"). */
export function keptValue<T>(what: string) {
  const kept = new WeakMap<DashboardWorld, T>();
  return {
    keep: (world: DashboardWorld, value: T): void => {
      kept.set(world, value);
    },
    recall: (world: DashboardWorld): T => keptEarlier(kept.get(world), what),
  };
}
