import { toEntities } from "../../../core/mapping/to-entity.ts";
import { GridNode } from "../../../core/organization/grid-node.entity.ts";
import type { GridNodesGateway } from "../../../core/organization/grid-nodes-gateway.port.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

export class HttpGridNodesGateway implements GridNodesGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async listGridNodes(): Promise<GridNode[]> {
    return toEntities(GridNode, await this.http.get("/node"));
  }
}
