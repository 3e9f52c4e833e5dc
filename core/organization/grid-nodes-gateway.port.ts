import { token } from "../wiring/token.ts";
import type { GridNode } from "./grid-node.entity.ts";

/** The power-grid nodes models can run on (SPEC §7). */
export interface GridNodesGateway {
  /** GET /node. */
  listGridNodes(): Promise<GridNode[]>;
}

export const GridNodesGateway = token<GridNodesGateway>("GridNodesGateway");
