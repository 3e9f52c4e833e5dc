import type { Wire } from "../mapping/wire.ts";
import type { GridNode } from "./grid-node.entity.ts";

/** Power-grid nodes for tests, as the gateway sends them. */
export const GridNodeMother = {
  /** A US node at $40/MWh, half renewable, that a grid feed may update. */
  record(overrides: Partial<Wire<GridNode>> = {}): Wire<GridNode> {
    return {
      id: "node-test",
      region: "US",
      name: "TEST",
      location: "Testville",
      lmp: 40,
      renewablePercentage: 50,
      lastUpdatedAt: "2025-01-01T00:00:00.000Z",
      updatable: true,
      ...overrides,
    };
  },
};
