import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { gridNodes } from "../../available-models/available-models.schema.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { gridNodeView } from "../organization-model-views.ts";
import { GRID_NODES_OPERATIONS } from "./grid-nodes.operations.ts";

/** GET /node: the grid nodes models can run on, by region then name, to anyone signed in. */
export async function gridNodesRoutes(app: FastifyInstance, { db }: GatewayDeps): Promise<void> {
  app.get("/node", { schema: GRID_NODES_OPERATIONS.list }, async () => {
    const nodes = await db.select().from(gridNodes).orderBy(asc(gridNodes.region), asc(gridNodes.name));
    return nodes.map(gridNodeView);
  });
}
