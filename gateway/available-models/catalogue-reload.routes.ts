import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest } from "../server/http-problem.ts";
import { requireOperator } from "../server/operator-token.ts";
import { CatalogueProblems } from "./catalogue-file.ts";
import { CATALOGUE_RELOAD_OPERATIONS } from "./catalogue-reload.operations.ts";
import { reloadCatalogue } from "./catalogue-reload.ts";

/** POST /operator/catalogue/reload: the operator's way to apply an edited catalogue file without a restart. */
export async function catalogueReloadRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  app.post("/operator/catalogue/reload", { schema: CATALOGUE_RELOAD_OPERATIONS.reload }, async (request) => {
    requireOperator(request, deps.config.operatorToken);
    try {
      const result = await reloadCatalogue(deps);
      request.log.info({ catalogue: deps.config.catalogueFile, ...result }, "catalogue reloaded");
      return { file: deps.config.catalogueFile, ...result };
    } catch (error) {
      if (error instanceof CatalogueProblems)
        throw badRequest(...error.problems.map((problem) => `${error.source}: ${problem}`));
      throw error;
    }
  });
}
