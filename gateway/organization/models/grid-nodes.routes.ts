import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ORGANIZATION_OPERATIONS } from "../../api-document/operations/organization.operations.ts";
import { gridNodes } from "../../available-models/available-models.schema.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { gridNodeView } from "../organization-model-views.ts";

/** GET /node: the grid nodes models can run on, by region then name, to anyone signed in. */
export async function gridNodesRoutes(app: FastifyInstance, { db }: GatewayDeps): Promise<void> {
  app.get("/node", { schema: ORGANIZATION_OPERATIONS.listGridNodes }, async () => {
    const nodes = await db.select().from(gridNodes).orderBy(asc(gridNodes.region), asc(gridNodes.name));
    return nodes.map(gridNodeView);
  });
}
