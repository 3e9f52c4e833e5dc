import type { Clock } from "../../core/clock/clock.port.ts";
import { DEMO_GRID_NODES } from "../../demo/demo-grid-nodes.ts";
import type { Database } from "../database/database.ts";
import { gridNodes } from "./available-models.schema.ts";

/** The grid nodes every gateway starts with (the demo's: starting figures until a grid data feed updates them). */
export async function seedGridNodes(db: Database, clock: Clock): Promise<void> {
  const lastUpdatedAt = new Date(clock.now()).toISOString();
  await db
    .insert(gridNodes)
    .values(DEMO_GRID_NODES.map((seed) => ({ ...seed, lastUpdatedAt, updatable: true })))
    .onConflictDoNothing();
}
