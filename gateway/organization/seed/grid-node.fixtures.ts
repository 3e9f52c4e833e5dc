import type { Clock } from "../../../core/clock/clock.port.ts";
import { gridNodes } from "../../available-models/available-models.schema.ts";
import type { Database } from "../../database/database.ts";

export type GridNodeFixture = Omit<typeof gridNodes.$inferInsert, "lastUpdatedAt" | "updatable">;

export const GRID_NODE_EXAMPLES: Readonly<Record<string, GridNodeFixture>> = {
  EU: {
    id: "node-se3",
    region: "EU",
    name: "SE3",
    location: "Stockholm, Sweden (Nord Pool)",
    lmp: 41.2,
    renewablePercentage: 97.65,
  },
  US: {
    id: "node-caiso-sp15",
    region: "US",
    name: "CAISO SP15",
    location: "Los Angeles, California (CAISO)",
    lmp: 39.8,
    renewablePercentage: 52.6,
  },
  CA: {
    id: "node-hq-montreal",
    region: "CA",
    name: "Hydro-Québec",
    location: "Montréal, Québec (Hydro-Québec)",
    lmp: 28.4,
    renewablePercentage: 99.2,
  },
  ASIA: {
    id: "node-jp-tokyo",
    region: "ASIA",
    name: "JEPX Tokyo",
    location: "Tokyo, Japan (JEPX)",
    lmp: 82.5,
    renewablePercentage: 23.1,
  },
};

export async function ensureGridNode(db: Database, clock: Clock, node: GridNodeFixture): Promise<void> {
  const values = { ...node, lastUpdatedAt: new Date(clock.now()).toISOString(), updatable: true };
  await db.insert(gridNodes).values(values).onConflictDoUpdate({ target: gridNodes.id, set: values });
}
