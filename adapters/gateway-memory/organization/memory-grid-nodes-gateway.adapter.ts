import { toEntities } from "../../../core/mapping/to-entity.ts";
import { GridNode } from "../../../core/organization/grid-node.entity.ts";
import type { GridNodesGateway } from "../../../core/organization/grid-nodes-gateway.port.ts";
import type { OrganizationContext } from "./organization-context.ts";

/** The grid nodes, in memory, by region then name. */
export class MemoryGridNodesGateway implements GridNodesGateway {
  constructor(private readonly context: OrganizationContext) {}

  async listGridNodes(): Promise<GridNode[]> {
    const nodes = this.context.db.gridNodes
      .all()
      .sort((a, b) => a.region.localeCompare(b.region) || a.name.localeCompare(b.name));
    return toEntities(GridNode, nodes);
  }
}
