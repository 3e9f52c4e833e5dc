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
